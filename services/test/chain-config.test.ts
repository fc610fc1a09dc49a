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
      // Followed to 6 blocks, closely for a week after the window, then once a day.
      settleDepth: 6,
      monitoringMs: 168 * 3_600_000,
      lateCheckMs: 24 * 3_600_000,
      queueMax: 50,
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
      PAYMENT_SETTLE_DEPTH: '12',
      PAYMENT_MONITORING_HOURS: '48',
      CHAIN_LATE_CHECK_HOURS: '6',
      CHAIN_QUEUE_MAX: '5',
    });
    expect(config.chain).toEqual({
      apiUrl: 'https://mempool.space/testnet/api',
      timeoutMs: 2500,
      maxRequestsPerSecond: 0.5,
      pollMs: 10_000,
      confirmations: 3,
      settleDepth: 12,
      monitoringMs: 48 * 3_600_000,
      lateCheckMs: 6 * 3_600_000,
      queueMax: 5,
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
