// What an operator relies on: a request id on every reply and log line, the Prometheus metrics
// (and who may read them), and readiness distinct from liveness.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Koa from 'koa';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCollections, createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectMongo } from '../src/db/client.js';
import { ensureIndexes } from '../src/db/collections.js';
import { Lifecycle } from '../src/http/lifecycle.js';
import { requestId } from '../src/http/request-id.js';
import { createLogger } from '../src/logger.js';
import { ADMIN_CREDENTIALS } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('operations');
});
afterAll(() => api.close());

/** Serves an app made from these parts on a loopback port. */
async function serve(parts: Parameters<typeof createApp>[0]) {
  const server: Server = createServer(createApp(parts).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function metricsText(headers: Record<string, string> = {}) {
  const response = await fetch(`${api.baseUrl}/api/metrics`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The value of one sample line, e.g. `minesite_orders_created_total`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('request ids', () => {
  it('gives every reply an id, errors and unknown paths included', async () => {
    const ok = await api.call('GET', '/api/health');
    const missing = await api.call('GET', '/api/no-such-thing');
    const invalid = await api.call('POST', '/api/contacts', { title: '' });

    const ids = [ok, missing, invalid].map((reply) => reply.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps the load balancer's well-formed id and replaces a malformed one", async () => {
    const nginxId = randomBytes(16).toString('hex');
    const kept = await api.call('GET', '/api/health', undefined, { 'X-Request-Id': nginxId });
    expect(kept.headers.get('x-request-id')).toBe(nginxId);

    for (const bad of ['has space', 'x'.repeat(129), '<script>']) {
      const replaced = await api.call('GET', '/api/health', undefined, { 'X-Request-Id': bad });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('lets the site read the id of a cross-origin reply', async () => {
    const reply = await api.call('GET', '/api/health', undefined, {
      Origin: 'http://localhost:3000',
    });
    expect(reply.headers.get('access-control-expose-headers')).toMatch(/X-Request-Id/i);
  });

  it('writes the id on the request line of the log', async () => {
    const { lines, logger } = memoryLogger();
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: inject('mongodbUri'),
      LOG_LEVEL: 'info',
    });
    const site = await serve({ db: api.db, config, logger });
    try {
      const response = await fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Request-Id': 'trace-login-1' },
        body: JSON.stringify({ username: 'admin', password: 'wrong-password' }),
      });
      expect(response.status).toBe(401);
    } finally {
      await site.close();
    }

    expect(lines).toContainEqual(
      expect.objectContaining({
        reqId: 'trace-login-1',
        req: expect.objectContaining({ id: 'trace-login-1', url: '/api/auth/login' }),
        res: { statusCode: 401 },
      }),
    );
  });

  it('writes the id on every line logged while a request is handled, and only then', async () => {
    const { lines, logger } = memoryLogger();
    const app = new Koa();
    app.use(requestId());
    app.use(async (ctx) => {
      logger.info('first');
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn('after a wait');
      ctx.body = 'done';
    });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      const id = response.headers.get('x-request-id');
      logger.info('outside any request');

      expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
        ['first', id],
        ['after a wait', id],
        ['outside any request', undefined],
      ]);
    } finally {
      server.close();
    }
  });
});

/** A logger whose lines are parsed into `lines`. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

describe('GET /api/metrics', () => {
  it('counts requests per route pattern, order creations and login failures', async () => {
    const before = await metricsText();
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toMatch(/^text\/plain/);
    const ordersBefore = sample(before.text, 'minesite_orders_created_total') ?? 0;
    const failuresSeries = 'minesite_login_failures_total{reason="wrong_credentials"}';
    const failuresBefore = sample(before.text, failuresSeries) ?? 0;

    const order = await api.call('POST', '/api/orders', checkoutBody());
    expect(order.status).toBe(201);
    expect((await api.call('GET', `/api/orders/${order.body.orderId}`)).status).toBe(200);
    const wrong = { ...ADMIN_CREDENTIALS, password: 'not-the-password' };
    expect((await api.call('POST', '/api/auth/login', wrong)).status).toBe(401);

    const after = (await metricsText()).text;
    expect(sample(after, 'minesite_orders_created_total')).toBe(ordersBefore + 1);
    expect(sample(after, failuresSeries)).toBe(failuresBefore + 1);
    expect(
      sample(after, 'http_requests_total{method="GET",route="/api/orders/:orderId",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/orders",status="201"\} \d+$/m,
    );
  });

  it('labels unknown paths as one series, not one per path', async () => {
    await api.call('GET', `/api/unknown-${randomBytes(4).toString('hex')}`);

    const text = (await metricsText()).text;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\(unmatched\)",status="404"\}/);
    expect(text).not.toMatch(/route="\/api\/unknown-/);
  });

  it('reports the database pool', async () => {
    const text = (await metricsText()).text;

    expect(sample(text, 'mongodb_pool_connections_open')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mongodb_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'mongodb_pool_wait_queue')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('without METRICS_TOKEN, refuses a request a proxy forwarded', async () => {
    const forwarded = await metricsText({ 'X-Forwarded-For': '203.0.113.9' });

    expect(forwarded.status).toBe(403);
    expect(JSON.parse(forwarded.text)).toMatchObject({ code: 'metrics_forbidden' });
  });

  it('with METRICS_TOKEN, answers only the bearer of the token', async () => {
    const token = randomBytes(24).toString('hex');
    const guarded = await startTestApi('metrics_token', { env: { METRICS_TOKEN: token } });
    try {
      const url = `${guarded.baseUrl}/api/metrics`;
      const none = await fetch(url);
      const wrong = await fetch(url, { headers: { Authorization: 'Bearer wrong-token' } });
      const right = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });

      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(wrong.status).toBe(401);
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('readiness and liveness', () => {
  it('is ready when the database answers and every declared index exists', async () => {
    const reply = await api.call('GET', '/api/health/ready');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ready', database: 'up', indexes: 'done' });
  });

  it('is not ready until the indexes are built, then ready', async () => {
    const client = await connectMongo(inject('mongodbUri'));
    const db: Db = client.db(`test_ready_${randomBytes(4).toString('hex')}`);
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: inject('mongodbUri'),
      LOG_LEVEL: 'silent',
    });
    const site = await serve({ db, config, logger: createLogger('silent') });
    try {
      const early = await fetch(`${site.url}/api/health/ready`);
      expect(early.status).toBe(503);
      expect(await early.json()).toEqual({
        status: 'not_ready',
        database: 'up',
        indexes: 'missing',
      });
      // Liveness does not wait for the indexes.
      expect((await fetch(`${site.url}/api/health/live`)).status).toBe(200);

      await ensureIndexes(db, apiCollections);

      expect((await fetch(`${site.url}/api/health/ready`)).status).toBe(200);
    } finally {
      await site.close();
      await db.dropDatabase();
      await client.close();
    }
  });

  it('is not ready without the database, while liveness still answers', async () => {
    // Nothing listens on port 9; the driver gives up after a short server selection.
    const client = new MongoClient('mongodb://127.0.0.1:9/', { serverSelectionTimeoutMS: 300 });
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: 'mongodb://127.0.0.1:9/',
      LOG_LEVEL: 'silent',
    });
    const site = await serve({ db: client.db('none'), config, logger: createLogger('silent') });
    try {
      const ready = await fetch(`${site.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'not_ready',
        database: 'down',
        indexes: 'unknown',
      });

      const live = await fetch(`${site.url}/api/health/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
    } finally {
      await site.close();
      await client.close();
    }
  });

  it('is not ready once shutting down', async () => {
    const lifecycle = new Lifecycle();
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: inject('mongodbUri'),
      LOG_LEVEL: 'silent',
    });
    const site = await serve({ db: api.db, config, logger: createLogger('silent'), lifecycle });
    try {
      expect((await fetch(`${site.url}/api/health/ready`)).status).toBe(200);

      lifecycle.markStopping();

      const stopping = await fetch(`${site.url}/api/health/ready`);
      expect(stopping.status).toBe(503);
      expect(await stopping.json()).toMatchObject({ status: 'stopping' });
    } finally {
      await site.close();
    }
  });
});
