// The order management list in the service: paging in the admin's order (pending, processing,
// completed), search on id, product title, product name in any language or the buyer's
// contact, status, payment
// state, time and amount filters. Without paging parameters the reply stays the spec's array.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
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
/** The product names differ by language for one of them. */
const RUSSIAN_NAMES: Record<string, string> = { 'GPU 4090 monthly': 'Аренда GPU 4090 помесячно' };

beforeAll(async () => {
  api = await startTestApi('orders_admin_list');
  admin = await openAdminSession(api);
  for (const [title, status, totalAmount, createdAt] of SEEDED) {
    // Placed without a rate (the test API's provider is a closed port): awaiting a price.
    const order = (await api.call('POST', '/api/orders', checkoutBody())).body;
    if (order.payment.state !== 'awaiting_price') throw new Error('expected no BTC rate');
    // Made to look like orders of several products, priced and paid where the operator moved
    // them on, and older (the service's clock decides createdAt).
    const name = { zh: title, en: title, es: title, ru: RUSSIAN_NAMES[title] ?? title };
    await api.db.collection('orders').updateOne(
      { orderId: order.orderId },
      {
        $set: {
          'productInfo.title': title,
          'product.name': name,
          totalAmount,
          status,
          'payment.state': status === 'pending' ? 'awaiting_price' : 'paid',
          createdAt: new Date(createdAt),
        },
      },
    );
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

  it("searches the product's name in any language", async () => {
    const reply = await list(`?page=1&q=${encodeURIComponent('аРЕНДА')}`);

    expect(reply.body.items.map((o: OrderRow) => o.orderId)).toEqual([seeded['GPU 4090 monthly']]);
  });

  it('filters by payment states', async () => {
    const paid = await list('?page=1&paymentState=paid');
    expect(paid.body.total).toBe(4);
    expect(paid.body.items.map((o: OrderRow) => o.status)).toEqual([
      'processing',
      'processing',
      'completed',
      'completed',
    ]);
    const unpaid = await list('?paymentState=awaiting_price,review');
    expect(unpaid.body.map((o: OrderRow) => o.productInfo.title)).toEqual([
      'Classic 730 days',
      'GPU 4090 monthly',
      'Classic 180 days',
    ]);
    expect((await list('?paymentState=seen')).body).toEqual([]);
    const bad = await list('?paymentState=paid,lost');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('paymentState');
  });

  it('searches part of the order id in any case', async () => {
    const orderId = seeded['GPU 4090 monthly']!;
    const reply = await list(`?page=1&q=${orderId.slice(-9).toUpperCase()}`);

    expect(reply.body.items.map((o: OrderRow) => o.orderId)).toEqual([orderId]);
  });

  it("searches the buyer's contact or delivery address, so a buyer's orders are found", async () => {
    const contact = `telegram: @buyer_${Date.now().toString(36)}`;
    const placed = await api.call(
      'POST',
      '/api/orders',
      checkoutBody({ deliveryAddress: contact }),
    );
    const reply = await list(`?page=1&q=${encodeURIComponent(contact.slice(11).toUpperCase())}`);

    expect(reply.body.items.map((o: OrderRow) => o.orderId)).toEqual([placed.body.orderId]);
    await api.db.collection('orders').deleteOne({ orderId: placed.body.orderId });
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

  it('reads a from after the to as an empty range, not an error', async () => {
    const reply = await list('?from=2025-05-01T00:00:00Z&to=2025-01-01T00:00:00Z');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([]);
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
