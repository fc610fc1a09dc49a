// Where the market figures come from and how long they are kept, from environment variables
// (read once at start by loadConfig).
import { z } from 'zod';
import { parseEnv, type Env, type EnvResult } from '../../env-problems.js';

/** CoinGecko's public API; any service with its `/coins/markets` and `/global` calls works. */
export const DEFAULT_MARKET_PROVIDER_URL = 'https://api.coingecko.com/api/v3';

export const marketEnvSchema = z.object({
  MARKET_PROVIDER_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http(s) URL such as https://api.coingecko.com/api/v3',
    })
    .default(DEFAULT_MARKET_PROVIDER_URL),
  MARKET_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  MARKET_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export interface MarketConfig {
  /** The provider's base URL, without a trailing slash. */
  providerUrl: string;
  /** How long a provider answer is served from the database before asking again. */
  cacheMs: number;
  /** A provider call that takes longer is abandoned and the stored snapshot answers. */
  providerTimeoutMs: number;
}

export function parseMarketConfig(env: Env): EnvResult<MarketConfig> {
  const parsed = parseEnv(marketEnvSchema, env);
  if (!parsed.success) return parsed;
  const vars = parsed.config;
  return {
    success: true,
    config: {
      providerUrl: vars.MARKET_PROVIDER_URL.replace(/\/+$/, ''),
      cacheMs: vars.MARKET_CACHE_SECONDS * 1000,
      providerTimeoutMs: vars.MARKET_PROVIDER_TIMEOUT_MS,
    },
  };
}
