import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const uri = 'mongodb://127.0.0.1:27017';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri });

    expect(config).toMatchObject({
      port: 3001,
      // No admin password configured: the local default works on loopback only.
      host: '127.0.0.1',
      mongodb: { uri, dbName: 'minesite' },
      tls: undefined,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
      proxyHops: 1,
      cookieSecure: 'auto',
      publicWriteLimit: { max: 20, windowMs: 60_000 },
      shutdownReadinessDelayMs: 0,
    });
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://127.0.0.1:3006');
  });

  it('trusts forwarded headers only when told to, from as many proxies as told', () => {
    const token = { METRICS_TOKEN: 'a-metrics-token-of-32-characters' };
    expect(
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, TRUST_PROXY: 'true', ...token })
        .trustProxy,
    ).toBe(true);
    expect(() => loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, TRUST_PROXY: 'yes' })).toThrow(
      ConfigError,
    );
    expect(
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, TRUST_PROXY_HOPS: '2' }).proxyHops,
    ).toBe(2);
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, TRUST_PROXY_HOPS: '0' }),
    ).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('reads the cookie, rate-limit and shutdown settings', () => {
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: uri,
      COOKIE_SECURE: 'true',
      PUBLIC_WRITE_LIMIT: '5',
      PUBLIC_WRITE_WINDOW_SECONDS: '3600',
      SHUTDOWN_READINESS_DELAY_MS: '5000',
    });
    expect(config).toMatchObject({
      cookieSecure: true,
      publicWriteLimit: { max: 5, windowMs: 3_600_000 },
      shutdownReadinessDelayMs: 5000,
    });
    expect(
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false);
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, COOKIE_SECURE: 'yes' }),
    ).toThrow(/COOKIE_SECURE/);
  });

  it('keeps the default admin password to loopback: elsewhere it refuses to start', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost']) {
      expect(loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, HOST: host }).host).toBe(host);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.example.com']) {
      expect(() => loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, HOST: host })).toThrow(
        `Refusing to start: HOST=${host} is reachable from other machines and no admin ` +
          'password is configured (the local default works only on a loopback address). Set ' +
          'ADMIN_PASSWORD_HASH (or ADMIN_PASSWORD), or HOST=127.0.0.1 for local use.',
      );
    }
    // With a password of its own, it listens on every address unless told otherwise.
    const own = { MONGODB_URI: uri, ADMIN_PASSWORD: 'a long secret' };
    expect(loadConfig({ ...TEST_PAYMENT_ENV, ...own }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...TEST_PAYMENT_ENV, ...own, HOST: '192.168.1.20' }).host).toBe(
      '192.168.1.20',
    );
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: uri,
      PORT: '8443',
      HOST: '',
      MONGODB_DB: 'shop',
      CORS_ORIGINS: 'https://shop.example.com, https://admin.example.com',
      TLS_CERT_FILE: '/etc/tls/cert.pem',
      TLS_KEY_FILE: '/etc/tls/key.pem',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '2500',
    });

    expect(config).toMatchObject({
      port: 8443,
      host: '127.0.0.1',
      mongodb: { uri, dbName: 'shop' },
      corsOrigins: ['https://shop.example.com', 'https://admin.example.com'],
      tls: { certFile: '/etc/tls/cert.pem', keyFile: '/etc/tls/key.pem' },
      logLevel: 'warn',
      shutdownTimeoutMs: 2500,
    });
  });

  it('says which variables are wrong', () => {
    expect(() => loadConfig({ ...TEST_PAYMENT_ENV })).toThrow(ConfigError);
    expect(() => loadConfig({ ...TEST_PAYMENT_ENV })).toThrow(/MONGODB_URI is required/);
    expect(() => loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, PORT: 'http' })).toThrow(
      /PORT/,
    );
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, CORS_ORIGINS: 'example.com' }),
    ).toThrow(/CORS_ORIGINS/);
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, TLS_CERT_FILE: '/c.pem' }),
    ).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
  });
});
