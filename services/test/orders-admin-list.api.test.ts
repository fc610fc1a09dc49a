// The order management list in the service: paging in the admin's order (pending, processing,
// completed), search on id or product title, status, time and amount filters. Without paging
// parameters the reply stays the spec's array.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from './support/admin-session.js';
import { checkoutBody, trialPackage } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string };

interface OrderRow {
  orderId: string;
  status: string;
  totalAmount: number;
  productInfo: { title: string };
}

const RANK: Record<string, number> = { pending: 0, processing: 1, completed: 2 };
const list = (query = '') => api.call('GET', `/api/orders${query}`, undefined, admin);

/** Orders made in this file: [title, status, totalAmount, createdAt]. */
const SEEDED = [
  ['Classic 180 days', 'pending', 0, '2025-01-10T08:00:00.000Z'],
  ['Accelerated 365 days', 'processing', 0.5, '2025-02-10T08:00:00.000Z'],
  ['Classic 30-day trial', 'completed', 1.25, '2025-03-10T08:00:00.000Z'],
  ['GPU 4090 monthly', 'pending', 0, '2025-03-20T08:00:00.000Z'],
  ['Antminer S21 Hydro', 'processing', 2, '2025-04-01T08:00:00.000Z'],
  ['Classic 730 days', 'pending', 0, '2025-04-15T08:00:00.000Z'],
  ['Hosting Alberta', 'completed', 0.75, '2025-05-01T08:00:00.000Z'],
] as const;
const seeded: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi('orders_admin_list');
  admin = await logInAsAdmin(api);
  for (const [title, status, totalAmount, createdAt] of SEEDED) {
    const body = checkoutBody({ productInfo: { ...trialPackage, title } });
    const order = (await api.call('POST', '/api/orders', body)).body;
    const priced = { ...order, totalAmount, unitPrice: 0, quantity: 1, sellerAddress: 'bc1q' };
    if (status !== 'pending') {
      await api.call(
        'PUT',
        `/api/orders/${order.orderId}`,
        { ...priced, status: 'processing' },
        admin,
      );
    }
    if (status === 'completed') {
      await api.call('PUT', `/api/orders/${order.orderId}`, { ...priced, status }, admin);
    }
    if (status === 'pending' && totalAmount > 0) throw new Error('a pending order keeps 0');
    // The service's clock decides createdAt; these orders are made to look older.
    await api.db
      .collection('orders')
      .updateOne({ orderId: order.orderId }, { $set: { createdAt: new Date(createdAt) } });
    seeded[title] = order.orderId;
  }
});
afterAll(() => api.close());

describe('GET /api/orders without paging parameters', () => {
  it('answers the array of every order, newest first, as the spec says', async () => {
    const reply = await list();

    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    expect(reply.body.map((o: OrderRow) => o.productInfo.title)).toEqual(
      SEEDED.map(([title]) => title).reverse(),
    );
  });

  it('applies the filters to the array too', async () => {
    const reply = await list('?status=completed');

    expect(reply.body.map((o: OrderRow) => o.productInfo.title)).toEqual([
      'Hosting Alberta',
      'Classic 30-day trial',
    ]);
  });
});

describe('GET /api/orders?page=&pageSize= (admin)', () => {
  it('answers a page: pending first, then processing, then completed, newest first in each', async () => {
    const reply = await list('?page=1&pageSize=3');

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(reply.body.items.map((o: OrderRow) => o.productInfo.title)).toEqual([
      'Classic 730 days',
      'GPU 4090 monthly',
      'Classic 180 days',
    ]);
  });

  it('walks every order exactly once across the pages, in status order', async () => {
    const rows: OrderRow[] = [];
    for (let page = 1; page <= 3; page++) {
      const reply = await list(`?page=${page}&pageSize=3`);
      expect(reply.body).toMatchObject({ total: 7, page, pageSize: 3 });
      rows.push(...reply.body.items);
    }

    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((o) => o.orderId)).size).toBe(7);
    const ranks = rows.map((o) => RANK[o.status]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(rows.map((o) => o.productInfo.title).slice(3)).toEqual([
      'Antminer S21 Hydro',
      'Accelerated 365 days',
      'Hosting Alberta',
      'Classic 30-day trial',
    ]);
  });

  it('answers an empty page past the end, with the total', async () => {
    const reply = await list('?page=4&pageSize=3');

    expect(reply.body).toEqual({ items: [], total: 7, page: 4, pageSize: 3 });
  });

  it('takes page 1 and 20 rows when only one of the two is given', async () => {
    expect((await list('?page=1')).body).toMatchObject({ total: 7, page: 1, pageSize: 20 });
    expect((await list('?pageSize=5')).body).toMatchObject({ page: 1, pageSize: 5 });
  });

  it('filters by status', async () => {
    const reply = await list('?page=1&pageSize=10&status=processing');

    expect(reply.body.total).toBe(2);
    expect(reply.body.items.map((o: OrderRow) => o.status)).toEqual(['processing', 'processing']);
  });

  it('searches the product title in any case', async () => {
    const reply = await list(`?page=1&pageSize=10&q=${encodeURIComponent('cLaSsIc')}`);

    expect(reply.body.total).toBe(3);
    expect(reply.body.items.map((o: OrderRow) => o.productInfo.title)).toEqual([
      'Classic 730 days',
      'Classic 180 days',
      'Classic 30-day trial',
    ]);
  });

  it('searches part of the order id in any case', async () => {
    const orderId = seeded['GPU 4090 monthly']!;
    const reply = await list(`?page=1&q=${orderId.slice(-9).toUpperCase()}`);

    expect(reply.body.items.map((o: OrderRow) => o.orderId)).toEqual([orderId]);
  });

  it('takes a search as text, not as a pattern', async () => {
    expect((await list('?page=1&q=.*')).body.total).toBe(0);
    expect((await list(`?page=1&q=${encodeURIComponent('(')}`)).status).toBe(200);
  });

  it('filters by creation time, both bounds inclusive', async () => {
    const from = encodeURIComponent('2025-03-10T08:00:00.000Z');
    const to = encodeURIComponent('2025-04-01T08:00:00.000Z');
    const reply = await list(`?page=1&from=${from}&to=${to}`);

    expect(reply.body.items.map((o: OrderRow) => o.productInfo.title)).toEqual([
      'GPU 4090 monthly',
      'Antminer S21 Hydro',
      'Classic 30-day trial',
    ]);
  });

  it('filters by total amount, both bounds inclusive', async () => {
    const reply = await list('?page=1&minAmount=0.75&maxAmount=2');

    expect(reply.body.items.map((o: OrderRow) => o.productInfo.title)).toEqual([
      'Antminer S21 Hydro',
      'Hosting Alberta',
      'Classic 30-day trial',
    ]);
  });

  it('combines search and filters', async () => {
    const reply = await list('?page=1&q=classic&status=completed&minAmount=1');

    expect(reply.body.items.map((o: OrderRow) => o.productInfo.title)).toEqual([
      'Classic 30-day trial',
    ]);
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    ['page=two', 'page'],
    ['status=shipped', 'status'],
    ['from=yesterday', 'from'],
    ['minAmount=-1', 'minAmount'],
    ['maxAmount=lots', 'maxAmount'],
    ['from=2025-05-01T00:00:00Z&to=2025-01-01T00:00:00Z', 'from'],
    ['sort=amount', 'sort'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const reply = await list(`?${query}`);

    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(field);
  });

  it('answers 401 without the admin session, with or without paging', async () => {
    expect((await api.call('GET', '/api/orders?page=1')).status).toBe(401);
    expect((await api.call('GET', '/api/orders?status=pending')).status).toBe(401);
  });
});
