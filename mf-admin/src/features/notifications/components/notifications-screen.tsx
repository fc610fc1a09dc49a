import { useIntl } from 'react-intl';
import { PageLayout, Toast } from '@minesite/shared/ui';
import { AdminList } from '../../../components/admin-list';
import { FilterSelect } from '../../../components/filter-select';
import { useAddressFilter } from '../../../lib/use-address-filter';
import { useListRows } from '../../../lib/use-admin-list';
import { useAdminNotificationsInfiniteQuery, useRetryNotificationMutation } from '../api';
import { NotificationCard } from './notification-card';
import { MAIL_STATUS_LIST, MAIL_STATUS_MESSAGE_IDS } from './notification-labels';
import '../../../components/admin-toolbar.css';

/**
 * /admin/notifications: the e-mail queue, newest first. The status filter lives in the address
 * (`?status=failed`, where the dashboard links), so a filtered list can be linked and reloaded.
 */
export function NotificationsScreen() {
  const intl = useIntl();
  const status = useAddressFilter('status', MAIL_STATUS_LIST);
  const list = useAdminNotificationsInfiniteQuery({ status: status.value });
  const rows = useListRows(list, 'id');
  const [retry] = useRetryNotificationMutation();

  async function retryOne(id: string) {
    const result = await retry(id);
    const failed = 'error' in result;
    Toast.show({
      icon: failed ? 'fail' : 'success',
      content: intl.formatMessage({
        id: failed ? 'admin.notifications.error.retry' : 'admin.notifications.success.retry',
      }),
    });
  }

  return (
    <PageLayout titleId="route.adminNotifications">
      <div className="admin-toolbar">
        <FilterSelect {...status} messageIds={MAIL_STATUS_MESSAGE_IDS} />
      </div>
      <AdminList
        query={list}
        rows={rows}
        errorId="admin.notifications.error.fetch"
        emptyId="admin.notifications.empty"
        labelId="admin.notifications.list.label"
        renderRow={(notification) => (
          <NotificationCard
            key={notification.id}
            notification={notification}
            onRetry={() => void retryOne(notification.id)}
          />
        )}
      />
    </PageLayout>
  );
}
