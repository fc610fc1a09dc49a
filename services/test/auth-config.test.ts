import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { DEFAULT_ADMIN_PASSWORD, parseAuthConfig } from '../src/modules/auth/auth-config.js';
import {
  formatPasswordHash,
  hashPasswordSync,
  parsePasswordHash,
  verifyPassword,
} from '../src/modules/auth/password-hash.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const uri = 'mongodb://127.0.0.1:27017';
const configOf = (env: Record<string, string>) => {
  const result = parseAuthConfig(env);
  if (!result.success) throw new Error(result.problems.join('; '));
  return result.config;
};

describe('password hashes', () => {
  it('verify the password they were made from, and no other', async () => {
    const hash = hashPasswordSync('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('survive their text form', async () => {
    const text = formatPasswordHash(hashPasswordSync('correct horse'));
    expect(text).toMatch(/^scrypt:131072:8:1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', parsePasswordHash(text)!)).toBe(true);
  });

  it('salt each hash', () => {
    const [a, b] = [hashPasswordSync('same'), hashPasswordSync('same')];
    expect(a.salt.equals(b.salt)).toBe(false);
    expect(a.key.equals(b.key)).toBe(false);
  });

  it('refuse text that is not one', () => {
    for (const text of [
      '',
      'admin123',
      'scrypt:32768:8:1:c2FsdA==',
      'scrypt:1000:8:1:c2FsdHNhbHRzYWx0:a2V5a2V5a2V5a2V5a2V5a2V5',
      '$2b$10$abcdefghijklmnopqrstuv',
    ]) {
      expect(parsePasswordHash(text), text).toBeUndefined();
    }
  });
});

describe('parseAuthConfig', () => {
  it('defaults to admin and the local default password', async () => {
    const config = configOf({});
    expect(config).toMatchObject({
      username: 'admin',
      usesDefaultPassword: true,
      sessionTtlMs: 8 * 60 * 60_000,
      loginLimits: {
        perClientAndUsername: { max: 5, windowMs: 15 * 60_000 },
        perClient: { max: 20, windowMs: 15 * 60_000 },
        perUsername: { max: 100, windowMs: 15 * 60_000 },
      },
    });
    expect(await verifyPassword(DEFAULT_ADMIN_PASSWORD, config.passwordHash)).toBe(true);
  });

  it('hashes ADMIN_PASSWORD at start and keeps no plain copy', async () => {
    const config = configOf({ ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: 'a long secret' });
    expect(config.username).toBe('operator');
    expect(config.usesDefaultPassword).toBe(false);
    expect(await verifyPassword('a long secret', config.passwordHash)).toBe(true);
    expect(JSON.stringify(config)).not.toContain('a long secret');
  });

  it('takes a ready hash from ADMIN_PASSWORD_HASH', async () => {
    const text = formatPasswordHash(hashPasswordSync('from a vault'));
    const config = configOf({ ADMIN_PASSWORD_HASH: text, NODE_ENV: 'production' });
    expect(await verifyPassword('from a vault', config.passwordHash)).toBe(true);
  });

  it('reads the session and rate-limit settings', () => {
    const config = configOf({
      SESSION_TTL_MINUTES: '30',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_CLIENT: '10',
      LOGIN_MAX_FAILURES_PER_USERNAME: '40',
      LOGIN_WINDOW_MINUTES: '60',
    });
    expect(config.sessionTtlMs).toBe(30 * 60_000);
    expect(config.loginLimits).toEqual({
      perClientAndUsername: { max: 3, windowMs: 60 * 60_000 },
      perClient: { max: 10, windowMs: 60 * 60_000 },
      perUsername: { max: 40, windowMs: 60 * 60_000 },
    });
  });

  it('refuses unsafe or unclear settings, saying what to change', () => {
    const problems = (env: Record<string, string>) => {
      const result = parseAuthConfig(env);
      return result.success ? [] : result.problems;
    };
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'set ADMIN_PASSWORD_HASH (or ADMIN_PASSWORD) when NODE_ENV=production',
    ]);
    expect(problems({ ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD must be at least 8 characters',
    ]);
    expect(problems({ ADMIN_PASSWORD_HASH: 'admin123' })[0]).toMatch(
      /^ADMIN_PASSWORD_HASH must be scrypt:<N>:<r>:<p>/,
    );
    const both = formatPasswordHash(hashPasswordSync('twice over'));
    expect(problems({ ADMIN_PASSWORD: 'twice over', ADMIN_PASSWORD_HASH: both })).toEqual([
      'set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both',
    ]);
    expect(problems({ SESSION_TTL_MINUTES: '0' })[0]).toMatch(/^SESSION_TTL_MINUTES /);
    const weak = 'scrypt:32768:8:1:c2FsdHNhbHRzYWx0c2FsdA==:a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5';
    expect(problems({ ADMIN_PASSWORD_HASH: weak })).toEqual([
      'ADMIN_PASSWORD_HASH is weaker than scrypt N=131072, r=8, p=1: make a new one with ' +
        'services/src/modules/auth/hash-password-cli.ts',
    ]);
  });

  it('hashes at OWASP strength for scrypt (N=2^17, r=8, p=1)', () => {
    const { N, r, p } = configOf({ ADMIN_PASSWORD: 'a long secret' }).passwordHash;
    expect({ N, r, p }).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it('gives the same credentials the same fingerprint on every start, and others another', () => {
    const fingerprint = (env: Record<string, string>) => configOf(env).credential;
    const text = formatPasswordHash(hashPasswordSync('from a vault'));
    expect(fingerprint({ ADMIN_PASSWORD: 'a long secret' })).toBe(
      fingerprint({ ADMIN_PASSWORD: 'a long secret' }),
    );
    expect(fingerprint({ ADMIN_PASSWORD_HASH: text })).toBe(
      fingerprint({ ADMIN_PASSWORD_HASH: text }),
    );
    const all = [
      fingerprint({}),
      fingerprint({ ADMIN_PASSWORD: 'a long secret' }),
      fingerprint({ ADMIN_PASSWORD: 'another secret' }),
      fingerprint({ ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: 'a long secret' }),
      fingerprint({ ADMIN_PASSWORD_HASH: text }),
    ];
    expect(new Set(all).size).toBe(all.length);
    expect(all.join()).not.toContain('secret');
  });

  it('reaches loadConfig, whose errors name the variable', () => {
    expect(loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri }).auth.username).toBe('admin');
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, NODE_ENV: 'production' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, ADMIN_PASSWORD: 'short' }),
    ).toThrow('Invalid configuration: ADMIN_PASSWORD must be at least 8 characters');
  });
});
