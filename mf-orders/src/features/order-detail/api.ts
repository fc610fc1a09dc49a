import { baseApi } from '@minesite/shared/api';
import type { PaymentRequest, RefundAddressInput } from '@minesite/shared/contract';
import { PAYMENT_RAILS, type PaymentRail, type PublicOrder } from '@minesite/shared/domain';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { orderRoutes } from '@minesite/shared/routes/orders';
import { fetchOrder, orderFromReply } from '../../lib/order-endpoint';

const orderDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orderDetail: build.query<PublicOrder, string>({
      queryFn: (orderId, _api, _extra, baseQuery) => fetchOrder(baseQuery, orderId),
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),

    /**
     * The buyer's claim: the transaction hash and an e-mail. The service checks the hash on
     * the chain when it can and answers the order with its claim (verified or not yet
     * checked); the page shows that answer, never a state of its own making.
     */
    submitPayment: build.mutation<PublicOrder, { orderId: string; payment: PaymentRequest }>({
      async queryFn({ orderId, payment }, _api, _extra, baseQuery) {
        const result = await baseQuery(
          endpointQuery(orderRoutes.submitPayment, { params: { orderId }, body: payment }),
        );
        return orderFromReply(result);
      },
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (saved)
          await dispatch(orderDetailApi.util.upsertQueryData('orderDetail', orderId, saved));
      },
      invalidatesTags: (_reply, error, { orderId }) =>
        error ? [] : [{ type: 'Order', id: orderId }],
    }),

    /**
     * The buyer's address for the refund the shop offered (and an e-mail to hear when it is
     * sent). The service checks the address for the order's network and answers the order,
     * its refund now requested.
     */
    requestRefund: build.mutation<PublicOrder, { orderId: string; body: RefundAddressInput }>({
      async queryFn({ orderId, body }, _api, _extra, baseQuery) {
        const result = await baseQuery(
          endpointQuery(orderRoutes.requestRefund, { params: { orderId }, body }),
        );
        return orderFromReply(result);
      },
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (saved)
          await dispatch(orderDetailApi.util.upsertQueryData('orderDetail', orderId, saved));
      },
      // A refusal because no refund is offered (any more): the order is read again.
      invalidatesTags: (_reply, error, { orderId }) =>
        error ? [{ type: 'Order', id: orderId }] : [],
    }),

    /** The rails the shop takes now: what an unpaid order may move to. */
    paymentRails: build.query<PaymentRail[], void>({
      query: () => endpointQuery(orderRoutes.paymentRails),
      transformResponse: (reply: { rails?: unknown }) =>
        Array.isArray(reply.rails)
          ? reply.rails.filter((rail): rail is PaymentRail => PAYMENT_RAILS.includes(rail))
          : ['btc'],
    }),

    /** The buyer moves the unpaid order to another rail: the order as saved (a new address). */
    changeRail: build.mutation<PublicOrder, { orderId: string; rail: PaymentRail }>({
      async queryFn({ orderId, rail }, _api, _extra, baseQuery) {
        const result = await baseQuery(
          endpointQuery(orderRoutes.changeRail, { params: { orderId }, body: { rail } }),
        );
        return orderFromReply(result);
      },
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (saved)
          await dispatch(orderDetailApi.util.upsertQueryData('orderDetail', orderId, saved));
      },
      // A refusal (something was paid meanwhile): the order is read again.
      invalidatesTags: (_reply, error, { orderId }) =>
        error ? [{ type: 'Order', id: orderId }] : [],
    }),
  }),
});

export const {
  useOrderDetailQuery,
  useSubmitPaymentMutation,
  useRequestRefundMutation,
  usePaymentRailsQuery,
  useChangeRailMutation,
} = orderDetailApi;
