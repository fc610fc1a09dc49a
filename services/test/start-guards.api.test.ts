// What the service refuses to start with, on the real entry point (src/main.ts in its own
// process): the local default admin password outside an API the launcher started itself
// (MINESITE_LAUNCHED), and no METRICS_TOKEN in production or behind a proxy, where loopback
// proves nothing (a proxy on the same host makes every visitor a loopback client).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { DEFAULT_ADMIN_PASSWORD, LAUNCHER_MARK } from '../src/modules/auth/auth-config.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const servicesDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = fileURLToPath(new URL('../..', import.meta.url));
const dbName = `test_start_guards_${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  const client = new MongoClient(inject('mongodbUri'));
  await client.db(dbName).dropDatabase();
  await client.close();
});

/** The environment of this test run, without any variable the guards look at. */
function cleanEnv(): Record<string, string> {
  const env = { ...process.env } as Record<string, string>;
  for (const name of [
    LAUNCHER_MARK,
    'ADMIN_PASSWORD',
    'ADMIN_PASSWORD_HASH',
    'METRICS_TOKEN',
    'NODE_ENV',
    'TRUST_PROXY',
    'HOST',
  ]) {
    delete env[name];
  }
  return env;
}

type Started = { exitCode: number | null; output: string } | { baseUrl: string; stop(): void };

/** Starts src/main.ts: resolves with its URL once it listens, or its output once it exits. */
function startService(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: servicesDir,
    env: {
      ...cleanEnv(),
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: inject('mongodbUri'),
      MONGODB_DB: dbName,
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(output);
      if (listening) resolve({ baseUrl: listening[1]!, stop: () => child.kill('SIGKILL') });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (exitCode) => resolve({ exitCode, output }));
  });
}

// Each start runs the entry point with tsx (a few seconds, more on a busy machine).
describe('the local default admin password', { timeout: 90_000 }, () => {
  it('refuses to start without a configured password when the launcher did not start it', async () => {
    const started = await startService({});

    expect(started).toMatchObject({ exitCode: 1 });
    const output = 'output' in started ? started.output : '';
    expect(output).toContain('Refusing to start: no admin password is configured');
    expect(output).toContain('ADMIN_PASSWORD_HASH');
    expect(output).toContain(LAUNCHER_MARK);
  });

  it('works in an API the launcher started (its mark set)', async () => {
    const started = await startService({ [LAUNCHER_MARK]: randomBytes(16).toString('hex') });
    if (!('baseUrl' in started)) throw new Error(`did not start: ${started.output}`);
    try {
      const login = await fetch(`${started.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEFAULT_ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      started.stop();
    }
  });

  it('starts without the mark when a password of its own is configured', async () => {
    const started = await startService({ ADMIN_PASSWORD: 'a long local secret' });
    if (!('baseUrl' in started)) throw new Error(`did not start: ${started.output}`);
    started.stop();
  });

  it('is marked by `npm run dev -w services` (the launcher’s database-cli runs the API)', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tooling/launcher/database-cli.ts',
        '--',
        process.execPath,
        '-e',
        `process.exit(process.env.${LAUNCHER_MARK} ? 0 : 3)`,
      ],
      // With MONGODB_URI set no database is started: only the command runs.
      { cwd: repoDir, env: { ...cleanEnv(), MONGODB_URI: inject('mongodbUri') }, stdio: 'ignore' },
    );
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  });
});

describe(
  'GET /api/metrics needs METRICS_TOKEN in production and behind a proxy',
  { timeout: 90_000 },
  () => {
    const uri = 'mongodb://127.0.0.1:27017';
    const token = 'a-metrics-token-of-32-characters';
    const production = {
      MONGODB_URI: uri,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'a long secret',
    };

    it('refuses to start without it, naming the variable', async () => {
      const message = /METRICS_TOKEN is required when NODE_ENV=production or TRUST_PROXY=true/;
      expect(() => loadConfig({ ...TEST_PAYMENT_ENV, ...production })).toThrow(ConfigError);
      expect(() => loadConfig({ ...TEST_PAYMENT_ENV, ...production })).toThrow(message);
      expect(() =>
        loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, TRUST_PROXY: 'true' }),
      ).toThrow(message);

      const started = await startService({ [LAUNCHER_MARK]: 'x', TRUST_PROXY: 'true' });
      expect(started).toMatchObject({ exitCode: 1 });
      expect('output' in started ? started.output : '').toMatch(message);
    });

    it('starts with it; plain local use keeps the loopback reader', () => {
      expect(
        loadConfig({ ...TEST_PAYMENT_ENV, ...production, METRICS_TOKEN: token }).metrics,
      ).toEqual({ token });
      expect(
        loadConfig({
          ...TEST_PAYMENT_ENV,
          MONGODB_URI: uri,
          TRUST_PROXY: 'true',
          METRICS_TOKEN: token,
        }).metrics,
      ).toEqual({ token });
      expect(loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri }).metrics).toEqual({
        token: undefined,
      });
      expect(
        loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: uri, TRUST_PROXY: 'false' }).metrics.token,
      ).toBeUndefined();
    });
  },
);
