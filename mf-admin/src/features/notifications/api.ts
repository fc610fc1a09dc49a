import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { backOfficeRoutes } from '@minesite/shared/routes/back-office';
import type {
  MailStatus,
  Notification,
  NotificationListQuery,
  NotificationPage,
} from '@minesite/shared/contract';
import { pagedListQuery } from '../../lib/paged-list-query';

/** What the notifications screen lists: every message, or those of one status. */
export interface NotificationSearch {
  status: MailStatus | 'all';
}

const listRequest = ({ status }: NotificationSearch): NotificationListQuery => ({
  status: status === 'all' ? undefined : status,
});

const LIST = { type: 'Notification', id: 'ADMIN_LIST' } as const;

const notificationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Notification'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `GET /api/admin/notifications?status=&page=…`: the mail queue, newest first. */
      adminNotifications: build.infiniteQuery<NotificationPage, NotificationSearch, number>({
        ...pagedListQuery<NotificationSearch, Notification>(
          backOfficeRoutes.notifications,
          listRequest,
          'id',
        ),
        providesTags: [LIST],
      }),

      /** `POST /api/admin/notifications/{id}/retry`: a failed or held message back in line. */
      retryNotification: build.mutation<Notification, string>({
        query: (id) => endpointQuery(backOfficeRoutes.retryNotification, { params: { id } }),
        invalidatesTags: (_reply, error) => (error ? [] : [LIST]),
      }),
    }),
  });

export const { useAdminNotificationsInfiniteQuery, useRetryNotificationMutation } =
  notificationsApi;
