import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let adminCookie: { cookie: string };

beforeAll(async () => {
  api = await startTestApi('orders_admin');
  // Through POST /api/auth/login with the default admin/admin123.
  adminCookie = await logInAsAdmin(api);
});
afterAll(() => api.close());

/** A new order as the operator sees it: the public reply plus what only the admin reads. */
const create = async () => {
  const body = checkoutBody();
  const reply = (await api.call('POST', '/api/orders', body)).body;
  return { ...reply, deliveryAddress: body.deliveryAddress, paymentTime: '' };
};
/** What a visitor reads of an order (GET /api/orders/:orderId): no address, e-mail masked. */
const publicView = ({
  deliveryAddress: _address,
  paymentTime: _time,
  ...shown
}: Record<string, unknown>) => ({
  ...shown,
  buyerEmail: String(shown.buyerEmail).replace(/^(.).*@/, '$1***@'),
});
const adminPut = (order: { orderId: string }, body: unknown) =>
  api.call('PUT', `/api/orders/${order.orderId}`, body, adminCookie);

/** What the admin form sends: the order as read, with the operator's fields filled in. */
const formBody = (order: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  ...order,
  totalAmount: 0.0125,
  unitPrice: 0.00125,
  quantity: 10,
  sellerAddress: 'bc1q-seller-address',
  status: 'processing',
  ...overrides,
});

describe('GET /api/orders (admin)', () => {
  it('answers 401 without an admin session', async () => {
    const reply = await api.call('GET', '/api/orders');

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('unauthorized');
  });

  it('lists every order, newest first, for the admin', async () => {
    const first = await create();
    const second = await create();

    const reply = await api.call('GET', '/api/orders', undefined, adminCookie);

    expect(reply.status).toBe(200);
    const ids: string[] = reply.body.map((order: { orderId: string }) => order.orderId);
    expect(ids).toContain(first.orderId);
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
    expect(reply.body.find((o: { orderId: string }) => o.orderId === first.orderId)).toEqual(first);
  });
});

describe('PUT /api/orders/:orderId (admin)', () => {
  it('answers 401 without an admin session and changes nothing', async () => {
    const order = await create();

    const reply = await api.call('PUT', `/api/orders/${order.orderId}`, formBody(order));

    expect(reply.status).toBe(401);
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body).toEqual(publicView(order));
  });

  it("saves the operator's fields and sets processing; the visitor's fields stay", async () => {
    const order = await create();

    const reply = await adminPut(
      order,
      formBody(order, { deliveryAddress: 'changed@example.com', transactionHash: '0xforged' }),
    );

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ...order,
      status: 'processing',
      totalAmount: 0.0125,
      unitPrice: 0.00125,
      quantity: 10,
      sellerAddress: 'bc1q-seller-address',
    });
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body).toEqual(
      publicView(reply.body),
    );
  });

  it('moves statuses only pending → processing → completed', async () => {
    const order = await create();

    const skip = await adminPut(order, formBody(order, { status: 'completed' }));
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({
      error: `Order ${order.orderId} cannot move from pending to completed`,
      code: 'invalid_status_transition',
    });

    expect((await adminPut(order, formBody(order))).body.status).toBe('processing');
    expect((await adminPut(order, formBody(order, { quantity: 12 }))).body.quantity).toBe(12);
    expect((await adminPut(order, formBody(order, { status: 'completed' }))).body.status).toBe(
      'completed',
    );

    const back = await adminPut(order, formBody(order));
    expect(back.status).toBe(409);
    expect(back.body.error).toBe(`Order ${order.orderId} cannot move from completed to processing`);

    const pending = await adminPut(order, formBody(order, { status: 'pending' }));
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe('status must be one of: processing, completed');
  });

  it('defaults a missing status to processing and missing amounts to 0', async () => {
    const order = await create();
    const reply = await adminPut(order, { sellerAddress: 'bc1q-seller' });

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'processing', totalAmount: 0, quantity: 0 });
  });

  it('keeps a submitted payment untouched', async () => {
    const order = await create();
    const paid = await api.call('POST', `/api/orders/${order.orderId}/payment`, {
      transactionHash: '0xpaid',
      email: 'payer@example.com',
    });

    expect(paid.status).toBe(200);
    const paymentTime = (await api.db.collection('orders').findOne({ orderId: order.orderId }))!
      .paymentTime as Date;

    const reply = await adminPut(order, formBody(order, { transactionHash: '', buyerEmail: '' }));

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'processing',
      transactionHash: '0xpaid',
      buyerEmail: 'payer@example.com',
      paymentTime: paymentTime.toISOString(),
    });
  });

  it('refuses bad bodies: unknown fields, operators, negative amounts, another order id', async () => {
    const order = await create();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ updatedAt: 'x' }, 400, 'updatedAt is not an allowed field'],
      [{ totalAmount: { $gt: 0 } }, 400, 'totalAmount must be a number'],
      [{ totalAmount: -1 }, 400, 'totalAmount must be at least 0'],
      [{ sellerAddress: { $ne: '' } }, 400, 'sellerAddress must be a string'],
      [
        { orderId: 'ORD1700000000000zzzzzz' },
        409,
        `The body is for order ORD1700000000000zzzzzz, not ${order.orderId}`,
      ],
    ];
    for (const [override, status, message] of cases) {
      const reply = await adminPut(order, formBody(order, override));
      expect(reply.status, JSON.stringify(override)).toBe(status);
      expect(reply.body.message).toBe(message);
    }
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body).toEqual(publicView(order));
  });

  it('answers 404 for an unknown order', async () => {
    const reply = await adminPut({ orderId: 'ORD1700000000000aaaaaa' }, { status: 'processing' });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('order_not_found');
  });
});
