import { baseApi } from '@minesite/shared/api';
import { PAYMENT_RAILS, type PaymentRail, type PublicOrder } from '@minesite/shared/domain';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { orderRoutes } from '@minesite/shared/routes/orders';
import { fetchOrder } from '../../lib/order-endpoint';

/** The order page's reads; the buyer's changes load with their cards (order-mutations.ts). */
export const orderDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orderDetail: build.query<PublicOrder, string>({
      queryFn: (orderId, _api, _extra, baseQuery) => fetchOrder(baseQuery, orderId),
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),

    /** The rails the shop takes now: what an unpaid order may move to. */
    paymentRails: build.query<PaymentRail[], void>({
      query: () => endpointQuery(orderRoutes.paymentRails),
      transformResponse: (reply: { rails?: unknown }) =>
        Array.isArray(reply.rails)
          ? reply.rails.filter((rail): rail is PaymentRail => PAYMENT_RAILS.includes(rail))
          : ['btc'],
    }),
  }),
});

export const { useOrderDetailQuery, usePaymentRailsQuery } = orderDetailApi;
