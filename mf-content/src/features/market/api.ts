import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { marketRoutes } from '@minesite/shared/routes/market';
import type { MarketReply } from '@minesite/shared/contract';

export const marketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The coins, the totals and when they were read; `stale` when the provider is down. */
    market: build.query<MarketReply, void>({
      query: () => endpointQuery(marketRoutes.get),
      // The service caches the provider for a few minutes; asking more often shows nothing new.
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useMarketQuery } = marketApi;
