import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const uri = 'mongodb://127.0.0.1:27017';

describe('the market configuration', () => {
  it('defaults to the public CoinGecko API, a two-minute cache and a 5 s timeout', () => {
    expect(loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri }).market).toEqual({
      providerUrl: 'https://api.coingecko.com/api/v3',
      cacheMs: 120_000,
      providerTimeoutMs: 5000,
    });
  });

  it('reads the provider, the cache time and the timeout from the environment', () => {
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: uri,
      MARKET_PROVIDER_URL: 'http://market.internal:8080/api/v3/',
      MARKET_CACHE_SECONDS: '30',
      MARKET_PROVIDER_TIMEOUT_MS: '2500',
    });
    expect(config.market).toEqual({
      providerUrl: 'http://market.internal:8080/api/v3',
      cacheMs: 30_000,
      providerTimeoutMs: 2500,
    });
  });

  it('refuses a provider that is not an http(s) URL and a cache time that is not a number', () => {
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, MARKET_PROVIDER_URL: 'ftp://x' }),
    ).toThrow(/MARKET_PROVIDER_URL must be an http\(s\) URL/);
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, MARKET_CACHE_SECONDS: 'soon' }),
    ).toThrow(ConfigError);
  });
});
