import { baseApi } from '@minesite/shared/api';
import type { Order } from '@minesite/shared/domain';
import { ADMIN_PAGE_SIZE, nextPage, type Paged } from '../../lib/paging';
import { MALFORMED_REPLY, isPage } from '../../lib/page-shape';
import { orderListParams, type OrderListQuery } from './order-list-query';

const ordersAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/orders?page=…`: pending first, then processing, then completed. */
    adminOrders: build.infiniteQuery<Paged<Order>, OrderListQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => nextPage(last),
      },
      async queryFn({ queryArg, pageParam }, _api, _extra, baseQuery) {
        const result = await baseQuery(
          `/api/orders?${orderListParams(queryArg, pageParam, ADMIN_PAGE_SIZE)}`,
        );
        if (result.error) return { error: result.error };
        if (!isPage(result.data, 'orderId')) {
          return { error: MALFORMED_REPLY };
        }
        return { data: result.data as Paged<Order> };
      },
      providesTags: [{ type: 'Order', id: 'ADMIN_LIST' }],
    }),

    /** `PUT /api/orders/{id}`: the full order with the operator's fields and the new status. */
    saveOrder: build.mutation<Order, Order>({
      query: (order) => ({
        url: `/api/orders/${encodeURIComponent(order.orderId)}`,
        method: 'PUT',
        body: order,
      }),
      invalidatesTags: (_saved, error, order) =>
        error
          ? []
          : [
              { type: 'Order', id: 'ADMIN_LIST' },
              { type: 'Order', id: order.orderId },
            ],
    }),
  }),
});

export const { useAdminOrdersInfiniteQuery, useSaveOrderMutation } = ordersAdminApi;
