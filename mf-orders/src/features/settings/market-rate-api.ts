/** The market's bitcoin price (GET /api/market), the rate the settings page shows prices at. */
import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import type { MarketReply } from '@minesite/shared/contract';
import { marketRoutes } from '@minesite/shared/routes/market';

const marketRateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    settingsMarket: build.query<MarketReply, void>({
      query: () => endpointQuery(marketRoutes.get),
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useSettingsMarketQuery } = marketRateApi;
