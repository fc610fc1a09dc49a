import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, testOrderId, trialPackage } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('orders');
});
afterAll(() => api.close());

const ORDER_ID = /^ORD\d{13}[0-9a-z]{6}$/;
const orders = () => api.db.collection('orders');
const create = (body: unknown) => api.call('POST', '/api/orders', body);

/** The public view: what the visitor's screens show (no address, no payment time). */
const orderFields = [
  'orderId',
  'productInfo',
  'selectedPool',
  'paymentMethod',
  'orderTime',
  'createdAt',
  'status',
  'totalAmount',
  'unitPrice',
  'quantity',
  'sellerAddress',
  'qrcode',
  'transactionHash',
  'buyerEmail',
].sort();

describe('POST /api/orders', () => {
  it('saves a pending order and answers 201 with the saved order', async () => {
    const body = checkoutBody();
    const reply = await create(body);

    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(orderFields);
    expect(reply.body).toMatchObject({
      orderId: body.orderId,
      productInfo: trialPackage,
      selectedPool: 'AntPool',
      paymentMethod: 'manual',
      orderTime: '2025-03-01T10:00:00.000Z',
      status: 'pending',
      totalAmount: 0,
      unitPrice: 0,
      quantity: 0,
      sellerAddress: '',
      qrcode: '',
      transactionHash: '',
      buyerEmail: '',
    });
    const stored = await orders().findOne({ orderId: body.orderId });
    expect(stored).toMatchObject({ deliveryAddress: 'buyer@example.com', unitPrice: 0 });
    const fetched = await api.call('GET', `/api/orders/${body.orderId}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(reply.body);
  });

  it("makes an id of 'ORD', the time and 6 base-36 characters when none is sent", async () => {
    const before = Date.now();
    const { orderId: _none, ...body } = checkoutBody();
    const reply = await create(body);

    expect(reply.status).toBe(201);
    expect(reply.body.orderId).toMatch(ORDER_ID);
    const stamp = Number(reply.body.orderId.slice(3, 16));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('defaults missing fields (all but the address) to 0 or an empty string, and the order time to now', async () => {
    const reply = await create({ deliveryAddress: 'buyer@example.com' });

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      productInfo: { title: '', hashrate: '', period: '', powerDays: '' },
      selectedPool: '',
      paymentMethod: '',
      status: 'pending',
      totalAmount: 0,
      transactionHash: '',
    });
    expect(reply.body.orderTime).toBe(reply.body.createdAt);
  });

  it('saves a machine bought in the shop with its quantity, product and price per machine', async () => {
    const machine = {
      kind: 'machine',
      productId: '1',
      title: 'Antminer S21 XP',
      hashrate: '270',
      period: '',
      powerDays: '',
      unitPrice: 42800,
      currency: 'CNY',
    };
    const reply = await create(
      checkoutBody({ productInfo: machine, selectedPool: '', paymentMethod: '', quantity: 3 }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ productInfo: machine, quantity: 3, status: 'pending' });

    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ quantity: 1001 }, 'quantity'],
      [{ productInfo: { ...machine, kind: 'car' } }, 'productInfo.kind'],
      [{ productInfo: { ...machine, unitPrice: -1 } }, 'productInfo.unitPrice'],
      [{ productInfo: { ...machine, currency: 'BTC' } }, 'productInfo.currency'],
    ];
    for (const [override, message] of cases) {
      const bad = await create(checkoutBody(override));
      expect(bad.status, JSON.stringify(override)).toBe(400);
      expect(bad.body.message).toContain(message);
    }
  });

  it('keeps the order time in ISO form', async () => {
    const reply = await create(checkoutBody({ orderTime: '2025-03-01T18:00:00+08:00' }));
    expect(reply.body.orderTime).toBe('2025-03-01T10:00:00.000Z');
  });

  it('refuses unknown fields, at the top and inside productInfo, naming them', async () => {
    const top = await create(checkoutBody({ totalAmount: 0.001 }));
    expect(top.status).toBe(400);
    expect(top.body).toMatchObject({
      error: 'totalAmount is not an allowed field',
      message: 'totalAmount is not an allowed field',
      code: 'validation_failed',
    });

    const nested = await create(checkoutBody({ productInfo: { ...trialPackage, price: 1 } }));
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe('productInfo.price is not an allowed field');
  });

  it('refuses operator-shaped values and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ deliveryAddress: { $gt: '' } }, 'deliveryAddress must be a string'],
      [{ orderId: { $ne: null } }, 'orderId must be a string'],
      [
        { productInfo: { ...trialPackage, title: { $gt: '' } } },
        'productInfo.title must be a string',
      ],
      [{ selectedPool: { $in: ['AntPool'] } }, 'selectedPool'],
      [{ productInfo: { ...trialPackage, profit: { $where: '1' } } }, 'productInfo.profit'],
      [{ $where: 'sleep(1000)' }, '$where is not an allowed field'],
    ];
    for (const [override, message] of cases) {
      const body = checkoutBody(override);
      const reply = await create(body);
      expect(reply.status, JSON.stringify(override)).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    expect(await orders().countDocuments({ deliveryAddress: { $type: 'object' } })).toBe(0);
    expect(await orders().countDocuments({ 'productInfo.title': { $type: 'object' } })).toBe(0);
  });

  it('refuses a status other than pending, a pool or method outside the lists, and a bad id', async () => {
    const status = await create(checkoutBody({ status: 'completed' }));
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('status must be one of: pending');

    const pool = await create(checkoutBody({ selectedPool: 'SlushPool' }));
    expect(pool.status).toBe(400);
    expect(pool.body.message).toBe('selectedPool must be one of: AntPool, F2Pool');

    const method = await create(checkoutBody({ paymentMethod: 'card' }));
    expect(method.body.message).toBe('paymentMethod must be one of: manual, fufu');

    const id = await create(checkoutBody({ orderId: 'ORD-1' }));
    expect(id.status).toBe(400);
    expect(id.body.message).toBe(
      "orderId must be 'ORD', a 13-digit timestamp and 6 base-36 characters",
    );

    const time = await create(checkoutBody({ orderTime: 'yesterday' }));
    expect(time.status).toBe(400);
    expect(time.body.message).toMatch(/^orderTime must be a valid ISO 8601 date-time/);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await create([checkoutBody()])).status).toBe(400);
    expect((await create('{"orderId": ')).body.code).toBe('malformed_json');
  });
});

describe('creating is safe to retry', () => {
  it('the same id with the same payload returns the existing order, stored once', async () => {
    const body = checkoutBody();
    const first = await create(body);
    // The same request again, its keys in another order.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await create(reordered);

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await orders().countDocuments({ orderId: body.orderId })).toBe(1);
  });

  it('the same id with a different payload is a 409 and changes nothing', async () => {
    const body = checkoutBody();
    const first = await create(body);
    const other = await create({ ...body, deliveryAddress: 'someone-else@example.com' });

    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      error: `Order ${body.orderId} already exists with different details`,
      code: 'order_id_conflict',
    });
    expect((await api.call('GET', `/api/orders/${body.orderId}`)).body).toEqual(first.body);
  });

  it('100 concurrent creations give 100 distinct stored orders', async () => {
    const address = `concurrent-${testOrderId()}`;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        create({
          ...checkoutBody({ deliveryAddress: address }),
          orderId: undefined,
          orderTime: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
        }),
      ),
    );

    expect(replies.map((r) => r.status)).toEqual(Array(100).fill(201));
    const ids = new Set(replies.map((r) => r.body.orderId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(ORDER_ID);
    expect(await orders().countDocuments({ deliveryAddress: address })).toBe(100);
  });

  it('concurrent retries of one order store it once and all get it back', async () => {
    const body = checkoutBody();
    const replies = await Promise.all(Array.from({ length: 20 }, () => create(body)));

    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(19);
    expect(new Set(replies.map((r) => r.body.orderId))).toEqual(new Set([body.orderId]));
    expect(await orders().countDocuments({ orderId: body.orderId })).toBe(1);
  });
});

describe('GET /api/orders/:orderId', () => {
  it('answers 404 with the error for an unknown order', async () => {
    const id = testOrderId();
    const reply = await api.call('GET', `/api/orders/${id}`);

    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      error: `Order ${id} not found`,
      message: `Order ${id} not found`,
      code: 'order_not_found',
    });
  });

  it('answers 400, not 500, for an id shaped as an operator', async () => {
    const reply = await api.call('GET', '/api/orders/%7B%22%24gt%22%3A%22%22%7D');

    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('orderId must be 1 to 64 letters, digits, - or _');
  });
});

describe('POST /api/orders/:orderId/payment', () => {
  const payment = { transactionHash: '0x' + 'ab'.repeat(32), email: 'payer@example.com' };

  it('records the hash, e-mail and payment time and leaves the status to the operator', async () => {
    const { body: order } = await create(checkoutBody());
    const before = Date.now();
    const reply = await api.call('POST', `/api/orders/${order.orderId}/payment`, payment);

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      orderId: order.orderId,
      status: 'pending',
      transactionHash: payment.transactionHash,
      buyerEmail: 'p***@example.com',
    });
    const stored = await orders().findOne({ orderId: order.orderId });
    expect(stored).toMatchObject({ buyerEmail: payment.email });
    const paidAt = (stored!.paymentTime as Date).getTime();
    expect(paidAt).toBeGreaterThanOrEqual(before - 1000);
    expect(paidAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body).toEqual(reply.body);
  });

  it('does not let a second submit overwrite the first', async () => {
    const { body: order } = await create(checkoutBody());
    await api.call('POST', `/api/orders/${order.orderId}/payment`, payment);

    const second = await api.call('POST', `/api/orders/${order.orderId}/payment`, {
      transactionHash: '0xforged',
      email: 'thief@example.com',
    });

    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error: `A payment was already submitted for order ${order.orderId}`,
      code: 'payment_already_submitted',
    });
    const stored = await api.call('GET', `/api/orders/${order.orderId}`);
    expect(stored.body).toMatchObject({
      transactionHash: payment.transactionHash,
      buyerEmail: 'p***@example.com',
    });
  });

  it('accepts exactly one of two payments sent at once', async () => {
    const { body: order } = await create(checkoutBody());
    const replies = await Promise.all(
      ['0xfirst', '0xsecond'].map((transactionHash) =>
        api.call('POST', `/api/orders/${order.orderId}/payment`, { ...payment, transactionHash }),
      ),
    );

    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.status === 200)!.body.transactionHash;
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body.transactionHash).toBe(
      winner,
    );
  });

  it('needs both the hash and the e-mail, as text, and nothing else', async () => {
    const { body: order } = await create(checkoutBody());
    const url = `/api/orders/${order.orderId}/payment`;

    const noHash = await api.call('POST', url, { email: payment.email });
    expect(noHash.status).toBe(400);
    expect(noHash.body.message).toBe('transactionHash is required');

    const blankEmail = await api.call('POST', url, { ...payment, email: '  ' });
    expect(blankEmail.body.message).toBe('email is required');

    const operator = await api.call('POST', url, { ...payment, transactionHash: { $ne: '' } });
    expect(operator.status).toBe(400);
    expect(operator.body.message).toBe('transactionHash must be a string');

    const extra = await api.call('POST', url, { ...payment, status: 'completed' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('status is not an allowed field');

    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body.transactionHash).toBe('');
  });

  it('applies no format check to the hash or the e-mail (spec section 5)', async () => {
    const { body: order } = await create(checkoutBody());
    const reply = await api.call('POST', `/api/orders/${order.orderId}/payment`, {
      transactionHash: 'paid by bank, ref 42',
      email: 'wechat: miner88',
    });
    expect(reply.status).toBe(200);
  });

  it('answers 404 for an unknown order', async () => {
    const reply = await api.call('POST', `/api/orders/${testOrderId()}/payment`, payment);
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('order_not_found');
  });
});

describe('DELETE /api/orders/:orderId', () => {
  it('deletes a pending order without a payment and answers 删除成功', async () => {
    const { body: order } = await create(checkoutBody());
    const reply = await api.call('DELETE', `/api/orders/${order.orderId}`);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: '删除成功' });
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).status).toBe(404);
  });

  it('never deletes an order with a submitted payment; the error is under error', async () => {
    const { body: order } = await create(checkoutBody());
    await api.call('POST', `/api/orders/${order.orderId}/payment`, {
      transactionHash: '0xpaid',
      email: 'payer@example.com',
    });

    const reply = await api.call('DELETE', `/api/orders/${order.orderId}`);

    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      error: `Order ${order.orderId} cannot be deleted: a payment was submitted for it`,
      code: 'order_not_deletable',
    });
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).status).toBe(200);
  });

  it('does not delete an order the operator has taken on', async () => {
    const { body: order } = await create(checkoutBody());
    await orders().updateOne({ orderId: order.orderId }, { $set: { status: 'processing' } });

    const reply = await api.call('DELETE', `/api/orders/${order.orderId}`);

    expect(reply.status).toBe(409);
    expect(reply.body.error).toBe(
      `Order ${order.orderId} cannot be deleted: it is processing, not pending`,
    );
  });

  it('answers 404 with the error for an unknown or already deleted order', async () => {
    const { body: order } = await create(checkoutBody());
    await api.call('DELETE', `/api/orders/${order.orderId}`);

    const again = await api.call('DELETE', `/api/orders/${order.orderId}`);

    expect(again.status).toBe(404);
    expect(again.body.error).toBe(`Order ${order.orderId} not found`);
  });
});
