// Public writes are limited per client address (PUBLIC_WRITE_LIMIT calls per
// PUBLIC_WRITE_WINDOW_SECONDS on each route): past it, 429 with Retry-After. The counts live in
// the database, so replicas of the service share them. Admin lists are paged with a capped size.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, createRouters } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { isRateLimited, type DocumentedOperation } from '../src/http/operations.js';
import { createLogger } from '../src/logger.js';
import { logInAsAdmin } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { startTestApi, type Reply, type TestApi } from './support/test-api.js';
import { TestClock } from './support/test-clock.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const LIMIT = 5;
const WINDOW_SECONDS = 3600;
const lead = { title: 'Ana', email: 'ana@example.es', message: 'Hosting, please' };
/** The app's clock: each test starts at a window's beginning. */
const clock = new TestClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('rate_limits', {
    now: clock.now,
    env: {
      PUBLIC_WRITE_LIMIT: String(LIMIT),
      PUBLIC_WRITE_WINDOW_SECONDS: String(WINDOW_SECONDS),
      TRUST_PROXY: 'true',
    },
  });
});
afterAll(() => api.close());
beforeEach(async () => {
  clock.startOfNextWindow(WINDOW_SECONDS * 1000);
  await api.db.collection('rate_limits').deleteMany({});
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((counts, reply) => {
    counts[reply.status] = (counts[reply.status] ?? 0) + 1;
    return counts;
  }, {});

function declaredOperations(): DocumentedOperation[] {
  const config = loadConfig({
    ...TEST_PAYMENT_ENV,
    MONGODB_URI: 'mongodb://127.0.0.1:9/',
    LOG_LEVEL: 'silent',
  });
  return createRouters({ db: api.db, config, logger: createLogger('silent') }).flatMap(
    (router) => router.operations,
  );
}

describe('the per-client limit of public writes', () => {
  it('stops a flood: of 200 order creations at once, 5 are accepted, the rest get 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, () =>
        api.call('POST', '/api/orders', checkoutBody(), from('198.51.100.1')),
      ),
    );

    expect(statuses(replies)).toEqual({ 201: LIMIT, 429: 200 - LIMIT });
    const refused = replies.find((reply) => reply.status === 429)!;
    expect(refused.body).toEqual({
      error: expect.stringMatching(
        /^Too many requests from this address\. Try again in \d+ seconds\.$/,
      ),
      message: expect.any(String),
      code: 'rate_limited',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await api.db.collection('orders').countDocuments()).toBe(LIMIT);
  });

  it('covers every public write route (read from the routers), each with its own count', async () => {
    const limited = declaredOperations().filter(isRateLimited);
    const names = limited.map((op) => `${op.method.toUpperCase()} ${op.fullPath}`).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/orders',
        'POST /api/orders/:orderId/payment',
        'DELETE /api/orders/:orderId',
        'POST /api/contacts',
        'POST /api/power-consultations',
        'POST /api/upload',
      ]),
    );
    expect(names).not.toContain('POST /api/auth/login'); // limited on its own terms

    for (const operation of limited) {
      // A fresh session each time: one of the routes is the logout.
      const admin = await logInAsAdmin(api);
      const path = operation.fullPath.replace(/:(\w+)/g, (_, param: string) =>
        param === 'orderId' ? 'ORD1700000000000abcdef' : '0'.repeat(24),
      );
      const call = () =>
        api.call(operation.method.toUpperCase(), path, {}, { ...admin, ...from('198.51.100.2') });
      for (let i = 0; i < LIMIT; i++) expect((await call()).status, path).not.toBe(429);
      const refused = await call();
      expect(refused.status, `${operation.method} ${path}`).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('counts each client apart', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await api.call('POST', '/api/contacts', lead, from('203.0.113.1'))).status).toBe(201);
    }
    expect((await api.call('POST', '/api/contacts', lead, from('203.0.113.1'))).status).toBe(429);
    expect((await api.call('POST', '/api/contacts', lead, from('203.0.113.2'))).status).toBe(201);
  });

  it('lets a client in again once its window is emptied (the database, not memory, decides)', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await api.call('POST', '/api/contacts', lead, from('203.0.113.5'))).status).toBe(201);
    }
    expect((await api.call('POST', '/api/contacts', lead, from('203.0.113.5'))).status).toBe(429);
    // An operator (or another replica's reset) frees the window.
    await api.db.collection('rate_limits').deleteMany({});
    const again = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      again.push((await api.call('POST', '/api/contacts', lead, from('203.0.113.5'))).status);
    }
    expect(again).toEqual([...Array(LIMIT).fill(201), 429]);
  });

  it('is shared by every replica of the service (kept in the database)', async () => {
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: 'mongodb://unused',
      LOG_LEVEL: 'silent',
      PUBLIC_WRITE_LIMIT: String(LIMIT),
      PUBLIC_WRITE_WINDOW_SECONDS: String(WINDOW_SECONDS),
      TRUST_PROXY: 'true',
      METRICS_TOKEN: 'test-metrics-token-0123456789',
    });
    const replica: Server = createServer(
      createApp({ db: api.db, config, logger: createLogger('silent'), now: clock.now }).callback(),
    );
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${(replica.address() as AddressInfo).port}`;
    try {
      const post = (base: string) =>
        fetch(`${base}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...from('203.0.113.9') },
          body: JSON.stringify(lead),
        }).then((reply) => reply.status);
      const seen = [];
      for (let i = 0; i < LIMIT + 1; i++) seen.push(await post(i % 2 === 0 ? api.baseUrl : other));
      expect(seen).toEqual([...Array(LIMIT).fill(201), 429]);
    } finally {
      await new Promise<void>((resolve) => replica.close(() => resolve()));
    }
  });

  it('leaves reads and the operator’s writes alone', async () => {
    const admin = await logInAsAdmin(api);
    const order = await api.call('POST', '/api/orders', checkoutBody(), from('192.0.2.5'));
    for (let i = 0; i < LIMIT * 2; i++) {
      expect((await api.call('GET', `/api/orders/${order.body.orderId}`)).status).toBe(200);
      const save = await api.call(
        'PUT',
        `/api/orders/${order.body.orderId}`,
        { totalAmount: 1, unitPrice: 1, quantity: 1, sellerAddress: 'bc1q' },
        admin,
      );
      expect(save.status).toBe(200);
    }
  });

  it('is in the OpenAPI document as a 429 reply of each limited route', async () => {
    const document = (await api.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(document.paths['/api/orders'].post.responses)).toContain('429');
    expect(Object.keys(document.paths['/api/orders'].get.responses)).not.toContain('429');
  });
});

describe('admin lists', () => {
  it('are paged, with a capped page size', async () => {
    const admin = await logInAsAdmin(api);
    for (const list of ['/api/orders', '/api/contacts', '/api/power-consultations']) {
      const page = await api.call('GET', `${list}?page=1&pageSize=100`, undefined, admin);
      expect(page.status, list).toBe(200);
      expect(page.body).toMatchObject({ page: 1, pageSize: 100, items: expect.any(Array) });
      const tooBig = await api.call('GET', `${list}?page=1&pageSize=101`, undefined, admin);
      expect(tooBig.status, list).toBe(400);
    }
  });
});
