/**
 * The cart's price: its lines quoted together by the service (one quote, one BTC amount). A
 * line the service refuses (the product gone, sold out, the option no longer offered) is set
 * aside with why, and the rest quoted again, so the buyer sees every line's fate at once.
 */
import { baseApi, normalizeApiError } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { lineRefusal, type CartLineStatus } from '@minesite/shared/cart';
import type { QuoteRequest } from '@minesite/shared/contract';
import type { CartLineRequest, Quote } from '@minesite/shared/domain';
import { orderRoutes } from '@minesite/shared/routes/orders';

export interface CartQuote {
  /** The quote of the lines the service took (null when it took none). */
  quote: Quote | null;
  /** Each quoted item's line, by its index in the cart. */
  quotedIndexes: number[];
  /** The refused lines, by their index in the cart. */
  refused: Record<number, Exclude<CartLineStatus, 'ok' | 'priceChanged'>>;
}

const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cartQuote: build.query<CartQuote, CartLineRequest[]>({
      async queryFn(lines, _api, _extra, baseQuery) {
        const refused: CartQuote['refused'] = {};
        let remaining = lines.map((line, index) => ({ line, index }));
        while (remaining.length > 0) {
          const body = { lines: remaining.map((entry) => entry.line) } satisfies QuoteRequest;
          const result = await baseQuery(endpointQuery(orderRoutes.quote, { body }));
          if (!result.error) {
            const quote = result.data as Quote;
            return { data: { quote, quotedIndexes: remaining.map((e) => e.index), refused } };
          }
          const failure = normalizeApiError(result.error);
          const refusal = 'message' in failure ? lineRefusal(failure.message) : null;
          const at = refusal ? remaining[refusal.index] : undefined;
          if (!refusal || !at) return { error: result.error };
          refused[at.index] = refusal.status;
          remaining = remaining.filter((entry) => entry !== at);
        }
        return { data: { quote: null, quotedIndexes: [], refused } };
      },
      // A quote carries a BTC rate of its moment: asked again when the page is opened again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCartQuoteQuery } = cartApi;
