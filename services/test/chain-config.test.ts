import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017', ...TEST_PAYMENT_ENV };

describe('the chain configuration', () => {
  it('is off without CHAIN_API_URL; a 30 s poll, 5 calls a second, 1 confirmation', () => {
    expect(loadConfig(base).chain).toEqual({
      apiUrl: null,
      timeoutMs: 5000,
      maxRequestsPerSecond: 5,
      pollMs: 30_000,
      confirmations: 1,
    });
  });

  it('reads the Esplora API and its pace from the environment', () => {
    const config = loadConfig({
      ...base,
      CHAIN_API_URL: 'https://mempool.space/testnet/api/',
      CHAIN_API_TIMEOUT_MS: '2500',
      CHAIN_API_MAX_RPS: '0.5',
      CHAIN_POLL_SECONDS: '10',
      PAYMENT_CONFIRMATIONS: '3',
    });
    expect(config.chain).toEqual({
      apiUrl: 'https://mempool.space/testnet/api',
      timeoutMs: 2500,
      maxRequestsPerSecond: 0.5,
      pollMs: 10_000,
      confirmations: 3,
    });
  });

  it('refuses what it cannot use, naming the variable', () => {
    expect(() => loadConfig({ ...base, CHAIN_API_URL: 'mempool.space' })).toThrow(
      /CHAIN_API_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...base, PAYMENT_CONFIRMATIONS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, CHAIN_POLL_SECONDS: 'often' })).toThrow(
      /CHAIN_POLL_SECONDS/,
    );
  });
});
