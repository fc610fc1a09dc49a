// The service enforces what the pages enforce: an order needs a contact or delivery address,
// every text a client may send has a length bound (read from the routers' schemas, so a new
// route is covered), and the public order view gives only what the visitor's screens show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRouters } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';
import { PUBLIC_ORDER_FIELDS } from '@minesite/shared/testing/order-fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('public_order');
});
afterAll(() => api.close());

describe('an order without a contact or delivery address', () => {
  it('is refused with 400 naming the field, and nothing is saved', async () => {
    const stored = await api.db.collection('orders').countDocuments();
    for (const deliveryAddress of [undefined, '', '   ', null]) {
      const body = checkoutBody({ deliveryAddress });
      const reply = await api.call('POST', '/api/orders', body);
      expect(reply.status, JSON.stringify(deliveryAddress)).toBe(400);
      expect(reply.body.issues).toEqual([
        { path: 'deliveryAddress', message: expect.stringMatching(/^deliveryAddress /) },
      ]);
    }
    expect(await api.db.collection('orders').countDocuments()).toBe(stored);
    const long = await api.call(
      'POST',
      '/api/orders',
      checkoutBody({ deliveryAddress: 'x'.repeat(501) }),
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('deliveryAddress must be at most 500 characters');
  });
});

describe('the public order view', () => {
  it('shows what the visitor’s screens show: no address, the payment e-mail masked', async () => {
    const body = checkoutBody({ deliveryAddress: 'Calle Mayor 1, Madrid · +34 600 000 000' });
    const created = await api.call('POST', '/api/orders', body);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(PUBLIC_ORDER_FIELDS);

    const paid = await api.call('POST', `/api/orders/${created.body.orderId}/payment`, {
      transactionHash: '0xabc',
      email: 'buyer@example.com',
    });
    expect(paid.status).toBe(200);
    const read = await api.call('GET', `/api/orders/${created.body.orderId}`);
    for (const reply of [paid, read]) {
      expect(Object.keys(reply.body).sort()).toEqual(PUBLIC_ORDER_FIELDS);
      expect(reply.body).toMatchObject({
        transactionHash: '0xabc',
        buyerEmail: 'b***@example.com',
      });
      expect(JSON.stringify(reply.body)).not.toContain('Madrid');
      expect(JSON.stringify(reply.body)).not.toContain('buyer@');
    }
  });

  it('leaves the operator’s list and form with the whole order', async () => {
    const admin = await openAdminSession(api);
    const body = checkoutBody({ deliveryAddress: 'Calle Mayor 1, Madrid' });
    const created = await api.call('POST', '/api/orders', body);
    const list = await api.call('GET', '/api/orders?page=1&pageSize=100', undefined, admin);
    const mine = list.body.items.find(
      (order: { orderId: string }) => order.orderId === created.body.orderId,
    );
    expect(mine).toMatchObject({ deliveryAddress: 'Calle Mayor 1, Madrid', paymentTime: '' });
  });
});

describe('what a client may send', () => {
  /** Where a request schema lets text or a list of any length through. */
  function unbounded(schema: unknown, where: string): string[] {
    if (!schema || typeof schema !== 'object') return [];
    const node = schema as Record<string, unknown>;
    const found: string[] = [];
    if (node.type === 'string') {
      const pattern = typeof node.pattern === 'string' ? node.pattern : undefined;
      const bounded =
        typeof node.maxLength === 'number' ||
        Array.isArray(node.enum) ||
        node.const !== undefined ||
        node.format === 'date-time' || // parsed, and stored in its ISO form
        (pattern !== undefined && /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern));
      if (!bounded) found.push(where);
    }
    if (node.type === 'array' && typeof node.maxItems !== 'number') found.push(`${where}[]`);
    if (node.type === 'object' && node.additionalProperties !== false && !node.propertyNames) {
      found.push(`${where}{any keys}`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object') found.push(...unbounded(value, `${where}.${key}`));
    }
    return found;
  }

  it('has a length bound on every text and list of every route', () => {
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: 'mongodb://127.0.0.1:9/',
      LOG_LEVEL: 'silent',
    });
    const operations = createRouters({
      db: api.db,
      config,
      logger: createLogger('silent'),
    }).flatMap((router) => router.operations);
    const problems = operations.flatMap((operation) =>
      Object.entries(operation.request ?? {}).flatMap(([source, schema]) =>
        unbounded(
          z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
          `${operation.method.toUpperCase()} ${operation.fullPath} ${source}`,
        ),
      ),
    );
    expect(operations.filter((operation) => operation.request).length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('cannot send a body over 1 MB', async () => {
    const reply = await api.call(
      'POST',
      '/api/orders',
      checkoutBody({ deliveryAddress: 'x'.repeat(1_100_000) }),
    );
    expect(reply.status).toBe(413);
  });
});
