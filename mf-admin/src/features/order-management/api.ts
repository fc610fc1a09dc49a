import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { orderRoutes } from '@minesite/shared/routes/orders';
import type {
  AdminOrderRequest,
  ConfirmPaymentRequest,
  InvalidOrderInput,
  Order,
  OrderPage,
  RefundOfferInput,
  RefundSentInput,
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
      ...pagedListQuery<OrderSearch, Order>(orderRoutes.list, orderListRequest, 'orderId'),
      providesTags: [{ type: 'Order', id: 'ADMIN_LIST' }],
    }),

    /** `PUT /api/orders/{id}`: the order as the form read it, with the operator's fields. */
    saveOrder: build.mutation<Order, { orderId: string; body: AdminOrderRequest }>({
      query: ({ orderId, body }) =>
        endpointQuery(orderRoutes.update, { params: { orderId }, body }),
      invalidatesTags: (_saved, error, { orderId }) => (error ? [] : changed(orderId)),
    }),

    /** `POST /api/orders/{id}/confirm-payment`: the operator settles the payment. */
    confirmPayment: build.mutation<Order, { orderId: string; body: ConfirmPaymentRequest }>({
      query: ({ orderId, body }) =>
        endpointQuery(orderRoutes.confirmPayment, { params: { orderId }, body }),
      invalidatesTags: (_saved, error, { orderId }) => (error ? [] : changed(orderId)),
    }),

    /** `POST /api/orders/{id}/invalid`: the order will not be fulfilled; the buyer reads why. */
    markOrderInvalid: build.mutation<Order, { orderId: string; body: InvalidOrderInput }>({
      query: ({ orderId, body }) =>
        endpointQuery(orderRoutes.markInvalid, { params: { orderId }, body }),
      invalidatesTags: (_saved, error, { orderId }) => (error ? [] : changed(orderId)),
    }),

    /** `POST /api/orders/{id}/refund`: offers a refund; the reply carries the amount proposed. */
    offerRefund: build.mutation<Order, { orderId: string; body: RefundOfferInput }>({
      query: ({ orderId, body }) =>
        endpointQuery(orderRoutes.offerRefund, { params: { orderId }, body }),
      invalidatesTags: (_saved, error, { orderId }) => (error ? [] : changed(orderId)),
    }),

    /** `POST /api/orders/{id}/refund-sent`: the refund left the wallet in this transaction. */
    recordRefundSent: build.mutation<Order, { orderId: string; body: RefundSentInput }>({
      query: ({ orderId, body }) =>
        endpointQuery(orderRoutes.recordRefund, { params: { orderId }, body }),
      invalidatesTags: (_saved, error, { orderId }) => (error ? [] : changed(orderId)),
    }),

    /** `DELETE /api/orders/{id}`: only an order with no payment evidence (409 otherwise). */
    deleteOrder: build.mutation<unknown, string>({
      query: (orderId) => endpointQuery(orderRoutes.remove, { params: { orderId } }),
      invalidatesTags: (_reply, error, orderId) => (error ? [] : changed(orderId)),
    }),
  }),
});

export const {
  useAdminOrdersInfiniteQuery,
  useSaveOrderMutation,
  useConfirmPaymentMutation,
  useMarkOrderInvalidMutation,
  useOfferRefundMutation,
  useRecordRefundSentMutation,
  useDeleteOrderMutation,
} = ordersAdminApi;
