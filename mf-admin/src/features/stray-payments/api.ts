import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { backOfficeRoutes } from '@minesite/shared/routes/back-office';
import type {
  ResolveStrayPaymentRequest,
  StrayPayment,
  StrayPaymentListQuery,
  StrayPaymentPage,
  StrayPaymentStatus,
} from '@minesite/shared/contract';
import { pagedListQuery } from '../../lib/paged-list-query';

/** What the screen lists: every payment without an order, or those of one status. */
export interface StrayPaymentSearch {
  status: StrayPaymentStatus | 'all';
}

const listRequest = ({ status }: StrayPaymentSearch): StrayPaymentListQuery => ({
  status: status === 'all' ? undefined : status,
});

const LIST = { type: 'StrayPayment', id: 'ADMIN_LIST' } as const;

const strayPaymentsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['StrayPayment'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `GET /api/admin/stray-payments?status=&page=…`: newest first. */
      adminStrayPayments: build.infiniteQuery<StrayPaymentPage, StrayPaymentSearch, number>({
        ...pagedListQuery<StrayPaymentSearch, StrayPayment>(
          backOfficeRoutes.strayPayments,
          listRequest,
          'id',
        ),
        providesTags: [LIST],
      }),

      /** `POST /api/admin/stray-payments/{id}/resolve`: refunded, or credited to an order. */
      resolveStrayPayment: build.mutation<
        StrayPayment,
        { id: string; body: ResolveStrayPaymentRequest }
      >({
        query: ({ id, body }) =>
          endpointQuery(backOfficeRoutes.resolveStrayPayment, { params: { id }, body }),
        // A refusal may say it was resolved meanwhile (409): the list is read again either way.
        invalidatesTags: [LIST],
      }),
    }),
  });

export const { useAdminStrayPaymentsInfiniteQuery, useResolveStrayPaymentMutation } =
  strayPaymentsApi;
