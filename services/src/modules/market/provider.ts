// The market data provider adapter: a CoinGecko-style HTTP API (`/coins/markets` for the coins,
// `/global` for the market totals, `/exchange_rates` for the BTC rates quotes use). Its answers are checked with zod before they are trusted;
// anything else (no answer, a timeout, an error status, a body of another shape) is a
// ProviderError, which the service answers with the stored snapshot.
import { z } from 'zod';
import type { MarketRow } from '@minesite/shared/contract';

/** The coins the market page lists, largest market cap first. */
export const MARKET_ROW_LIMIT = 50;

export interface ProviderSnapshot {
  rows: MarketRow[];
  totalMarketCapUsd: number;
  totalVolume24hUsd: number;
}

export class ProviderError extends Error {}

/** The currencies quotes are converted from (USDT counts as USD). */
export const RATE_CURRENCIES = ['usd', 'cny', 'eur'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
/** Units of each currency per bitcoin; a currency the provider did not answer is absent. */
export type BtcRates = Partial<Record<RateCurrency, number>>;

const amount = z.number().finite().nonnegative();
/** The provider leaves a figure null when it has none (a new coin's market cap, say). */
const optionalAmount = amount.nullish().transform((value) => value ?? 0);

const coinsSchema = z
  .array(
    z.object({
      id: z.string().min(1).max(200),
      symbol: z.string().min(1).max(50),
      name: z.string().min(1).max(200),
      current_price: amount,
      market_cap: optionalAmount,
      total_volume: optionalAmount,
      price_change_percentage_24h: z
        .number()
        .finite()
        .nullish()
        .transform((value) => value ?? 0),
    }),
  )
  .min(1);

const globalSchema = z.object({
  data: z.object({
    total_market_cap: z.object({ usd: amount }),
    total_volume: z.object({ usd: amount }),
  }),
});

/** CoinGecko's BTC-based rates: `{ rates: { usd: { value: 67187.3, … }, … } }`. */
const exchangeRatesSchema = z.object({ rates: z.record(z.string(), z.unknown()) });
const rateSchema = z.object({ value: z.number().positive().finite() });

export interface MarketProvider {
  fetchSnapshot(): Promise<ProviderSnapshot>;
  /** BTC in USD, CNY and EUR, where the provider has them (at least one). */
  fetchBtcRates(): Promise<BtcRates>;
}

export function coinGeckoProvider(options: { baseUrl: string; timeoutMs: number }): MarketProvider {
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      body = response.ok ? await response.json() : undefined;
    } catch (error) {
      throw new ProviderError(`market provider did not answer ${path}`, { cause: error });
    }
    if (!response.ok) {
      throw new ProviderError(`market provider answered ${response.status} to ${path}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ProviderError(`market provider answered ${path} in an unknown shape`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    async fetchSnapshot() {
      const query = new URLSearchParams({
        vs_currency: 'usd',
        order: 'market_cap_desc',
        per_page: String(MARKET_ROW_LIMIT),
        page: '1',
        sparkline: 'false',
        price_change_percentage: '24h',
      });
      const [coins, global] = await Promise.all([
        get(`/coins/markets?${query}`, coinsSchema),
        get('/global', globalSchema),
      ]);
      return {
        rows: coins.map((coin) => ({
          id: coin.id,
          symbol: coin.symbol.toUpperCase(),
          name: coin.name,
          priceUsd: coin.current_price,
          marketCapUsd: coin.market_cap,
          volume24hUsd: coin.total_volume,
          change24hPct: coin.price_change_percentage_24h,
        })),
        totalMarketCapUsd: global.data.total_market_cap.usd,
        totalVolume24hUsd: global.data.total_volume.usd,
      };
    },

    async fetchBtcRates() {
      const { rates } = await get('/exchange_rates', exchangeRatesSchema);
      const found: BtcRates = {};
      // A malformed entry is skipped: it only costs that currency its rate.
      for (const currency of RATE_CURRENCIES) {
        const rate = rateSchema.safeParse(rates[currency]);
        if (rate.success) found[currency] = rate.data.value;
      }
      if (Object.keys(found).length === 0) {
        throw new ProviderError('market provider answered /exchange_rates without usd, cny or eur');
      }
      return found;
    },
  };
}
