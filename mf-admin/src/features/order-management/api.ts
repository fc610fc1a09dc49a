import { baseApi } from '@minesite/shared/api';
import type {
  AdminOrderRequest,
  ConfirmPaymentRequest,
  Order,
  OrderPage,
} from '@minesite/shared/contract';
import { pagedListQuery } from '../../lib/paged-list-query';
import { orderListRequest, type OrderSearch } from './order-list-query';

/** After a change: the list and the order's own page (the buyer's view, if cached). */
const changed = (orderId: string) => [
  { type: 'Order' as const, id: 'ADMIN_LIST' },
  { type: 'Order' as const, id: orderId },
];

const ordersAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/orders?page=…`: pending first, then processing, then completed. */
    adminOrders: build.infiniteQuery<OrderPage, OrderSearch, number>({
      ...pagedListQuery<OrderSearch, Order>('/api/orders', orderListRequest, 'orderId'),
      providesTags: [{ type: 'Order', id: 'ADMIN_LIST' }],
    }),

    /** `PUT /api/orders/{id}`: the order as the form read it, with the operator's fields. */
    saveOrder: build.mutation<Order, { orderId: string; body: AdminOrderRequest }>({
      query: ({ orderId, body }) => ({
        url: `/api/orders/${encodeURIComponent(orderId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_saved, error, { orderId }) => (error ? [] : changed(orderId)),
    }),

    /** `POST /api/orders/{id}/confirm-payment`: the operator settles the payment. */
    confirmPayment: build.mutation<Order, { orderId: string; body: ConfirmPaymentRequest }>({
      query: ({ orderId, body }) => ({
        url: `/api/orders/${encodeURIComponent(orderId)}/confirm-payment`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_saved, error, { orderId }) => (error ? [] : changed(orderId)),
    }),
  }),
});

export const { useAdminOrdersInfiniteQuery, useSaveOrderMutation, useConfirmPaymentMutation } =
  ordersAdminApi;
