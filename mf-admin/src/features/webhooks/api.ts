import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { backOfficeRoutes } from '@minesite/shared/routes/back-office';
import type {
  WebhookDelivery,
  WebhookDeliveryListQuery,
  WebhookDeliveryPage,
  WebhookDeliveryStatus,
} from '@minesite/shared/contract';
import { pagedListQuery } from '../../lib/paged-list-query';

/** What the webhooks screen lists: every delivery, or those of one status. */
export interface WebhookDeliverySearch {
  status: WebhookDeliveryStatus | 'all';
}

const listRequest = ({ status }: WebhookDeliverySearch): WebhookDeliveryListQuery => ({
  status: status === 'all' ? undefined : status,
});

const LIST = { type: 'WebhookDelivery', id: 'ADMIN_LIST' } as const;

const webhooksApi = baseApi.enhanceEndpoints({ addTagTypes: ['WebhookDelivery'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/webhooks/deliveries?status=&page=…`: the delivery log, newest first. */
    adminWebhookDeliveries: build.infiniteQuery<WebhookDeliveryPage, WebhookDeliverySearch, number>(
      {
        ...pagedListQuery<WebhookDeliverySearch, WebhookDelivery>(
          backOfficeRoutes.webhookDeliveries,
          listRequest,
          'id',
        ),
        providesTags: [LIST],
      },
    ),

    /** `POST /api/admin/webhooks/deliveries/{id}/redeliver`: back in line, a new round. */
    redeliverWebhook: build.mutation<WebhookDelivery, string>({
      query: (id) => endpointQuery(backOfficeRoutes.redeliverWebhook, { params: { id } }),
      invalidatesTags: (_reply, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useAdminWebhookDeliveriesInfiniteQuery, useRedeliverWebhookMutation } = webhooksApi;
