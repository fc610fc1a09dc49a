// Public writes are limited per client address (PUBLIC_WRITE_LIMIT calls per
// PUBLIC_WRITE_WINDOW_SECONDS on each route): past it, 429 with Retry-After. The counts live in
// the database, so replicas of the service share them. Admin lists are paged with a capped size.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { isRateLimited } from '../src/http/operations.js';
import { createLogger } from '../src/logger.js';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { declaredOperations } from './support/test-routers.js';
import type { Reply } from './support/test-api.js';
import { apiInFreshWindows } from './support/fresh-windows.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const LIMIT = 5;
const WINDOW_SECONDS = 3600;
const lead = { title: 'Ana', email: 'ana@example.es', message: 'Hosting, please' };
const site = apiInFreshWindows('rate_limits', WINDOW_SECONDS, {
  PUBLIC_WRITE_LIMIT: String(LIMIT),
  PUBLIC_WRITE_WINDOW_SECONDS: String(WINDOW_SECONDS),
  TRUST_PROXY: 'true',
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((counts, reply) => {
    counts[reply.status] = (counts[reply.status] ?? 0) + 1;
    return counts;
  }, {});

describe('the per-client limit of public writes', () => {
  it('stops a flood: of 200 order creations at once, 5 are accepted, the rest get 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, () =>
        site.api.call('POST', '/api/orders', checkoutBody(), from('198.51.100.1')),
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
    expect(await site.api.db.collection('orders').countDocuments()).toBe(LIMIT);
  });

  it('covers every public write route (read from the routers), each with its own count', async () => {
    const limited = declaredOperations(site.api.db).filter(isRateLimited);
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
      // A fresh session each time (one of the routes is the logout), stored as a login stores
      // it: this test counts calls, and a login's slow hash per route timed it out under load.
      const admin = await openAdminSession(site.api);
      const path = operation.fullPath.replace(/:(\w+)/g, (_, param: string) =>
        param === 'orderId' ? 'ORD1700000000000abcdef' : '0'.repeat(24),
      );
      const call = () =>
        site.api.call(
          operation.method.toUpperCase(),
          path,
          {},
          { ...admin, ...from('198.51.100.2') },
        );
      for (let i = 0; i < LIMIT; i++) expect((await call()).status, path).not.toBe(429);
      const refused = await call();
      expect(refused.status, `${operation.method} ${path}`).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('counts each client apart', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await site.api.call('POST', '/api/contacts', lead, from('203.0.113.1'))).status).toBe(
        201,
      );
    }
    expect((await site.api.call('POST', '/api/contacts', lead, from('203.0.113.1'))).status).toBe(
      429,
    );
    expect((await site.api.call('POST', '/api/contacts', lead, from('203.0.113.2'))).status).toBe(
      201,
    );
  });

  it('lets a client in again once its window is emptied (the database, not memory, decides)', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await site.api.call('POST', '/api/contacts', lead, from('203.0.113.5'))).status).toBe(
        201,
      );
    }
    expect((await site.api.call('POST', '/api/contacts', lead, from('203.0.113.5'))).status).toBe(
      429,
    );
    // An operator (or another replica's reset) frees the window.
    await site.api.db.collection('rate_limits').deleteMany({});
    const again = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      again.push((await site.api.call('POST', '/api/contacts', lead, from('203.0.113.5'))).status);
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
      createApp({
        db: site.api.db,
        config,
        logger: createLogger('silent'),
        now: site.clock.now,
      }).callback(),
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
      for (let i = 0; i < LIMIT + 1; i++)
        seen.push(await post(i % 2 === 0 ? site.api.baseUrl : other));
      expect(seen).toEqual([...Array(LIMIT).fill(201), 429]);
    } finally {
      await new Promise<void>((resolve) => replica.close(() => resolve()));
    }
  });

  it('leaves reads and the operator’s writes alone', async () => {
    const admin = await openAdminSession(site.api);
    const order = await site.api.call('POST', '/api/orders', checkoutBody(), from('192.0.2.5'));
    for (let i = 0; i < LIMIT * 2; i++) {
      expect((await site.api.call('GET', `/api/orders/${order.body.orderId}`)).status).toBe(200);
      const save = await site.api.call(
        'PUT',
        `/api/orders/${order.body.orderId}`,
        { totalAmount: 1, unitPrice: 1, quantity: 1, sellerAddress: 'bc1q' },
        admin,
      );
      expect(save.status).toBe(200);
    }
  });

  it('is in the OpenAPI document as a 429 reply of each limited route', async () => {
    const document = (await site.api.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(document.paths['/api/orders'].post.responses)).toContain('429');
    expect(Object.keys(document.paths['/api/orders'].get.responses)).not.toContain('429');
  });
});

describe('admin lists', () => {
  it('are paged, with a capped page size', async () => {
    const admin = await openAdminSession(site.api);
    for (const list of ['/api/orders', '/api/contacts', '/api/power-consultations']) {
      const page = await site.api.call('GET', `${list}?page=1&pageSize=100`, undefined, admin);
      expect(page.status, list).toBe(200);
      expect(page.body).toMatchObject({ page: 1, pageSize: 100, items: expect.any(Array) });
      const tooBig = await site.api.call('GET', `${list}?page=1&pageSize=101`, undefined, admin);
      expect(tooBig.status, list).toBe(400);
    }
  });
});
