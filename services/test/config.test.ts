import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const uri = 'mongodb://127.0.0.1:27017';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({ MONGODB_URI: uri });

    expect(config).toMatchObject({
      port: 3001,
      host: '0.0.0.0',
      mongodb: { uri, dbName: 'minesite' },
      tls: undefined,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
    });
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://127.0.0.1:3006');
  });

  it('trusts forwarded headers only when told to', () => {
    expect(loadConfig({ MONGODB_URI: uri, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ MONGODB_URI: uri, TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
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
      host: '0.0.0.0',
      mongodb: { uri, dbName: 'shop' },
      corsOrigins: ['https://shop.example.com', 'https://admin.example.com'],
      tls: { certFile: '/etc/tls/cert.pem', keyFile: '/etc/tls/key.pem' },
      logLevel: 'warn',
      shutdownTimeoutMs: 2500,
    });
  });

  it('says which variables are wrong', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/MONGODB_URI is required/);
    expect(() => loadConfig({ MONGODB_URI: uri, PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadConfig({ MONGODB_URI: uri, CORS_ORIGINS: 'example.com' })).toThrow(
      /CORS_ORIGINS/,
    );
    expect(() => loadConfig({ MONGODB_URI: uri, TLS_CERT_FILE: '/c.pem' })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE/,
    );
  });
});
