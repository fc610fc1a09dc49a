/**
 * The checkout's calls, injected into the site's one API: the catalog product being bought,
 * the service's price for what the buyer chose (shown before the buyer confirms), and the
 * order itself.
 */
import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import type { CreateOrderRequest, QuoteRequest } from '@minesite/shared/contract';
import type { CheckoutChoice, PublicOrder, Product, Quote } from '@minesite/shared/domain';
import { orderRoutes } from '@minesite/shared/routes/orders';
import { productRoutes } from '@minesite/shared/routes/products';
import { trackOrderId, writeCachedOrder } from '@minesite/shared/storage';
import { orderOfReply } from '../../lib/order-endpoint';
import { repricedQuote } from './repriced-quote';

/** The purchase request gives up after 10 s. */
export const CREATE_ORDER_TIMEOUT_MS = 10_000;

const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutProduct: build.query<Product, string>({
      query: (id) => endpointQuery(productRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** POST /api/quotes: a price, not a change, so it is read (and cached) like a query. */
    checkoutQuote: build.query<Quote, CheckoutChoice>({
      query: (choice) =>
        endpointQuery(orderRoutes.quote, { body: { choice } satisfies QuoteRequest }),
      // A quote carries a BTC rate of its moment: asked again when the page is opened again.
      keepUnusedDataFor: 0,
    }),
    createOrder: build.mutation<PublicOrder, CreateOrderRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery(
          endpointQuery(orderRoutes.create, { body, timeout: CREATE_ORDER_TIMEOUT_MS }),
        );
        return orderOfReply(result);
      },
      // Only a saved order is remembered: a failed attempt leaves nothing behind in the browser.
      // A quote that no longer holds comes back with a fresh one, shown in its place.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(
          async ({ error }: { error: unknown }) => {
            const fresh = repricedQuote(error);
            if (fresh && body.choice)
              await dispatch(checkoutApi.util.upsertQueryData('checkoutQuote', body.choice, fresh));
            return { data: null };
          },
        );
        if (!order) return;
        trackOrderId(order.orderId);
        writeCachedOrder(order);
      },
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useCheckoutProductQuery, useCheckoutQuoteQuery, useCreateOrderMutation } =
  checkoutApi;
