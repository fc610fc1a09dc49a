/** The market's display rates (GET /api/market's `rates`), asked only by a page that converts. */
import { baseApi } from '../api/base-api';
import { endpointQuery } from '../api/endpoint-query';
import type { DisplayRates, MarketReply } from '../contract/market';
import { marketRoutes } from '../contract/routes/market';

const displayRatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    displayRates: build.query<DisplayRates | null, void>({
      query: () => endpointQuery(marketRoutes.get),
      transformResponse: (reply: MarketReply) => reply.rates,
      // The service refreshes its rates every couple of minutes at most.
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useDisplayRatesQuery } = displayRatesApi;
