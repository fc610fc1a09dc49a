// Secrets read from files (X_FILE), as the production compose file mounts them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'minesite-secrets-'));
  await writeFile(
    path.join(dir, 'mongodb_uri'),
    'mongodb://app:s3cret@mongo1,mongo2/?replicaSet=rs0\n',
  );
  await writeFile(path.join(dir, 'admin_password'), 'a long admin password\n');
  await writeFile(path.join(dir, 'metrics_token'), 'token-of-at-least-16-chars');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('secrets from files', () => {
  it('reads the connection string, admin password and metrics token from files', () => {
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI_FILE: path.join(dir, 'mongodb_uri'),
      ADMIN_PASSWORD_FILE: path.join(dir, 'admin_password'),
      METRICS_TOKEN_FILE: path.join(dir, 'metrics_token'),
      HOST: '127.0.0.1',
    });

    expect(config.mongodb.uri).toBe('mongodb://app:s3cret@mongo1,mongo2/?replicaSet=rs0');
    expect(config.auth.usesDefaultPassword).toBe(false);
    expect(config.metrics.token).toBe('token-of-at-least-16-chars');
  });

  it('refuses a variable set both ways, or a file it cannot read', () => {
    expect(() =>
      loadConfig({
        ...TEST_PAYMENT_ENV,
        MONGODB_URI: 'mongodb://a/',
        MONGODB_URI_FILE: path.join(dir, 'mongodb_uri'),
      }),
    ).toThrow(
      new ConfigError('Invalid configuration: set MONGODB_URI or MONGODB_URI_FILE, not both'),
    );
    expect(() =>
      loadConfig({
        ...TEST_PAYMENT_ENV,
        MONGODB_URI: 'mongodb://a/',
        METRICS_TOKEN_FILE: path.join(dir, 'missing'),
      }),
    ).toThrow(/METRICS_TOKEN_FILE cannot be read/);
  });

  it('refuses a metrics token shorter than 16 characters', () => {
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: 'mongodb://a/', METRICS_TOKEN: 'short' }),
    ).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
