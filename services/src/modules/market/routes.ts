import { marketEndpoints } from '@minesite/shared/contract';
import { CONDITIONAL_REPLIES, conditionalGet } from '../../http/conditional-get.js';
import { moduleRouter, type ApiModule, type ModuleDeps } from '../api-module.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { coinGeckoProvider } from './provider.js';
import {
  BtcRatesRepository,
  MarketRepository,
  btcRatesCollection,
  marketSnapshotsCollection,
} from './repository.js';
import { shippedSnapshot } from './seed.js';
import { MarketService } from './service.js';

/** The market service of the configured provider (also the orders' source of BTC rates). */
export function marketService({ db, config, logger, now }: ModuleDeps): MarketService {
  return new MarketService(
    new MarketRepository(db),
    new BtcRatesRepository(db),
    coinGeckoProvider({
      baseUrl: config.market.providerUrl,
      timeoutMs: config.market.providerTimeoutMs,
    }),
    {
      cacheMs: config.market.cacheMs,
      maxRateAgeMs: config.payments.maxRateAgeMs,
      seed: shippedSnapshot,
      logger,
      now,
    },
  );
}

export const marketModule: ApiModule = {
  name: 'market',
  collections: [marketSnapshotsCollection, btcRatesCollection],
  createRouter(deps) {
    const market = marketService(deps);
    const api = moduleRouter('/api/market', 'market', deps);

    api.route(
      marketEndpoints.get,
      {
        summary: 'Coin prices and market totals, from the provider or the stored snapshot',
        description:
          'The provider (MARKET_PROVIDER_URL, CoinGecko-style) is asked at most once per ' +
          'MARKET_CACHE_SECONDS; in between, the stored answer is served from memory. When ' +
          'the provider cannot be reached or answers garbage, the last stored snapshot ' +
          'answers with `stale: true` and its own `fetchedAt`: never a 5xx for provider trouble.',
        before: [conditionalGet({ sessionCookie: SESSION_COOKIE })],
        replies: CONDITIONAL_REPLIES,
      },
      async (ctx) => {
        ctx.body = await market.current();
      },
    );

    return api;
  },
  // The first start stores the shipped snapshot, so the page has figures at once.
  seed: ({ db }) => new MarketRepository(db).seedIfEmpty(shippedSnapshot()),
};
