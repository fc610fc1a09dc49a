import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { MailStatus } from '@minesite/shared/contract';
import { PageLayout, Toast } from '@minesite/shared/ui';
import { AdminList } from '../../../components/admin-list';
import { FilterSelect } from '../../../components/filter-select';
import { useListRows } from '../../../lib/use-admin-list';
import { useAdminNotificationsInfiniteQuery, useRetryNotificationMutation } from '../api';
import { NotificationCard } from './notification-card';
import { MAIL_STATUS_LIST, MAIL_STATUS_MESSAGE_IDS } from './notification-labels';
import '../../../components/admin-toolbar.css';

const isMailStatus = (value: string | null): value is MailStatus =>
  (MAIL_STATUS_LIST as readonly (string | null)[]).includes(value);

/**
 * /admin/notifications: the e-mail queue, newest first. The status filter lives in the address
 * (`?status=failed`, where the dashboard links), so a filtered list can be linked and reloaded.
 */
export function NotificationsScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: MailStatus | 'all' = isMailStatus(requested) ? requested : 'all';
  const list = useAdminNotificationsInfiniteQuery({ status });
  const rows = useListRows(list, 'id');
  const [retry] = useRetryNotificationMutation();

  function filter(next: MailStatus | 'all') {
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
  }

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
        <FilterSelect
          value={status}
          statuses={MAIL_STATUS_LIST}
          messageIds={MAIL_STATUS_MESSAGE_IDS}
          onChange={filter}
        />
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
