import { useIntl } from 'react-intl';
import { PageLayout, Toast } from '@minesite/shared/ui';
import { AdminList } from '../../../components/admin-list';
import { FilterSelect } from '../../../components/filter-select';
import { useAddressFilter } from '../../../lib/use-address-filter';
import { useListRows } from '../../../lib/use-admin-list';
import { useAdminWebhookDeliveriesInfiniteQuery, useRedeliverWebhookMutation } from '../api';
import { WebhookDeliveryCard } from './webhook-delivery-card';
import { DELIVERY_STATUS_LIST, DELIVERY_STATUS_MESSAGE_IDS } from './webhook-labels';
import '../../../components/admin-toolbar.css';

/**
 * /admin/webhooks: the webhook delivery log, newest first, with a redeliver per delivery. The
 * status filter lives in the address (`?status=failed`), so a filtered list can be linked.
 */
export function WebhooksScreen() {
  const intl = useIntl();
  const status = useAddressFilter('status', DELIVERY_STATUS_LIST);
  const list = useAdminWebhookDeliveriesInfiniteQuery({ status: status.value });
  const rows = useListRows(list, 'id');
  const [redeliver] = useRedeliverWebhookMutation();

  async function redeliverOne(id: string) {
    const failed = 'error' in (await redeliver(id));
    Toast.show({
      icon: failed ? 'fail' : 'success',
      content: intl.formatMessage({
        id: failed ? 'admin.webhooks.error.redeliver' : 'admin.webhooks.success.redeliver',
      }),
    });
  }

  return (
    <PageLayout titleId="route.adminWebhooks">
      <div className="admin-toolbar">
        <FilterSelect {...status} messageIds={DELIVERY_STATUS_MESSAGE_IDS} />
      </div>
      <AdminList
        query={list}
        rows={rows}
        errorId="admin.webhooks.error.fetch"
        emptyId="admin.webhooks.empty"
        labelId="admin.webhooks.list.label"
        renderRow={(delivery) => (
          <WebhookDeliveryCard
            key={delivery.id}
            delivery={delivery}
            onRedeliver={() => void redeliverOne(delivery.id)}
          />
        )}
      />
    </PageLayout>
  );
}
