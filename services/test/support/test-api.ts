// Runs the real app on an ephemeral port against the real test database, one database per
// test file so that files can run in parallel.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from 'mongodb';
import { inject } from 'vitest';
import { apiCollections, createApp, seedModules } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { connectMongo } from '../../src/db/client.js';
import type { PasswordCheck } from '../../src/modules/auth/auth-service.js';
import { ensureIndexes } from '../../src/db/collections.js';
import { createLogger } from '../../src/logger.js';
import { insertSeedProducts } from './catalog.js';
import { TEST_PAYMENT_ENV } from './payment-account.js';

export interface TestApi {
  baseUrl: string;
  db: Db;
  /** The app's configuration (as loadConfig read the test environment). */
  config: Config;
  /** JSON request; `body` is sent as JSON unless it is a string or a multipart form. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply>;
  close(): Promise<void>;
}

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  body: any;
}

export interface TestApiOptions {
  /**
   * Run the modules' seeds (the catalog with its pictures) as main.ts does at start. Without,
   * the seed's products are still there (without pictures), for orders to be priced from.
   */
  seed?: boolean;
  /** Environment variables on top of the test defaults (e.g. `TRUST_PROXY`). */
  env?: Record<string, string>;
  /** Another database server than the shared test one (e.g. one a test stops and restarts). */
  uri?: string;
  /** The database of another test API, to run two app instances on one database. */
  dbName?: string;
  /** The app's clock where a module takes one (the market's rates), for a test to move on. */
  now?: () => Date;
  /** The logins' password check (e.g. rememberedPasswordCheck), instead of the service's. */
  passwordCheck?: PasswordCheck;
}

/**
 * The per-client limits of public writes and of calls naming an order are set high for tests
 * that place and read many orders from one address; the rate-limit tests set their own. The
 * database time limit is generous: the tests that fire 100 calls at once on a busy 2-core
 * machine assert what is stored, not how fast; the stall and outage tests set theirs. The chain
 * APIs are local fakes, so their calls are not paced to a public API's 5 a second (the pacing
 * has its own tests, on an injected clock). Orders are paid to a regtest test account. The
 * market provider is a closed local port (no test reaches the internet); tests that need BTC
 * rates point MARKET_PROVIDER_URL at a rates stub (rates-stub.ts).
 */
const TEST_ENV = {
  PUBLIC_WRITE_LIMIT: '100000',
  PUBLIC_WRITE_GLOBAL_LIMIT: '100000',
  ORDER_READ_LIMIT: '100000',
  ORDER_MISS_LIMIT: '100000',
  OPEN_ORDERS_PER_CLIENT: '10000',
  DB_OPERATION_TIMEOUT_MS: '30000',
  MARKET_PROVIDER_URL: 'http://127.0.0.1:9',
  CHAIN_API_MAX_RPS: '1000',
  ...TEST_PAYMENT_ENV,
};

/** The METRICS_TOKEN of a test API started with TRUST_PROXY=true, unless the test sets one. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789';

export async function startTestApi(name: string, options: TestApiOptions = {}): Promise<TestApi> {
  const uri = options.uri ?? inject('mongodbUri');
  const dbName = options.dbName ?? `test_${name}_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    MONGODB_URI: uri,
    MONGODB_DB: dbName,
    LOG_LEVEL: 'silent',
    ...TEST_ENV,
    // Behind a proxy the service demands a metrics token (modules/metrics/metrics-config.ts).
    ...(options.env?.TRUST_PROXY === 'true' ? { METRICS_TOKEN: TEST_METRICS_TOKEN } : {}),
    ...options.env,
  });
  const logger = createLogger((process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent');
  // Connected as main.ts does, with the configured time limits (DB_OPERATION_TIMEOUT_MS).
  const client = await connectMongo(uri, config.mongodb, logger);
  const db = client.db(dbName);
  await ensureIndexes(db, apiCollections);
  if (options.seed) await seedModules({ db, config, logger });
  else if (!options.dbName) await insertSeedProducts(db);
  const app = createApp({
    db,
    config,
    logger,
    now: options.now,
    passwordCheck: options.passwordCheck,
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    db,
    config,
    async call(method, path, body, headers = {}) {
      // fetch sets a form's content type itself (with its boundary).
      const raw = body === undefined || typeof body === 'string' || body instanceof FormData;
      const response = await fetch(baseUrl + path, {
        method,
        headers:
          body === undefined || body instanceof FormData
            ? headers
            : { 'content-type': 'application/json', ...headers },
        body: raw ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : undefined,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.dropDatabase();
      await client.close();
    },
  };
}
