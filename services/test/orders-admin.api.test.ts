import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFormBody, adminOrderView, type AdminOrder } from './support/admin-orders.js';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody, machineChoice, otherKindBody } from './support/orders.js';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let rates: RatesStub;
let adminCookie: { cookie: string };

beforeAll(async () => {
  // USD only: hash power is quoted, machines (CNY) await the operator's price.
  rates = await startRatesStub({ usd: 100_000 });
  api = await startTestApi('orders_admin', { env: { MARKET_PROVIDER_URL: rates.url } });
  adminCookie = await openAdminSession(api);
});
afterAll(async () => {
  await api.close();
  await rates.close();
});

/** The order as the operator reads it (GET /api/orders). */
const adminView = (orderId: string) => adminOrderView(api, adminCookie, orderId);
/** A quoted hash power order (awaiting payment), as the operator reads it. */
const quoted = async () =>
  adminView((await api.call('POST', '/api/orders', checkoutBody())).body.orderId);
/** A machine order awaiting the operator's price (no CNY rate). */
const unpriced = async () =>
  adminView((await api.call('POST', '/api/orders', otherKindBody(machineChoice))).body.orderId);

/** What a visitor reads of an order (GET /api/orders/:orderId). */
const publicView = ({
  deliveryAddress: _address,
  paymentTime: _time,
  derivationIndex: _index,
  history: _history,
  ...shown
}: Record<string, unknown>) => ({
  ...shown,
  buyerEmail: String(shown.buyerEmail).replace(/^(.).*@/, '$1***@'),
});
const adminPut = (order: { orderId: string }, body: unknown) =>
  api.call('PUT', `/api/orders/${order.orderId}`, body, adminCookie);
const confirm = (order: { orderId: string }, body: unknown = {}) =>
  api.call('POST', `/api/orders/${order.orderId}/confirm-payment`, body, adminCookie);
/** The operator's acceptance of a quoted order paid in full (as the operator states it). */
const PAID_IN_FULL = { receivedBtc: 0.0002165 };

const events = (order: AdminOrder) =>
  (order.history as { event: string; by: string }[]).map((entry) => `${entry.event}:${entry.by}`);

describe('GET /api/orders (admin)', () => {
  it('answers 401 without an admin session', async () => {
    const reply = await api.call('GET', '/api/orders');

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('unauthorized');
  });

  it('lists every order, newest first, with the derivation index and history', async () => {
    const first = await quoted();
    const second = await quoted();

    const reply = await api.call('GET', '/api/orders', undefined, adminCookie);

    expect(reply.status).toBe(200);
    const ids: string[] = reply.body.map((order: { orderId: string }) => order.orderId);
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
    expect(first).toMatchObject({
      deliveryAddress: 'buyer@example.com',
      paymentTime: '',
      derivationIndex: expect.any(Number),
      history: [{ event: 'created', by: 'buyer' }],
    });
    expect((await api.call('GET', `/api/orders/${first.orderId}`)).body).toEqual(publicView(first));
  });
});

describe('PUT /api/orders/:orderId (admin)', () => {
  it('answers 401 without an admin session and changes nothing', async () => {
    const order = await unpriced();

    const reply = await api.call(
      'PUT',
      `/api/orders/${order.orderId}`,
      adminFormBody(order, { totalAmount: 0.5 }),
    );

    expect(reply.status).toBe(401);
    expect(await adminView(order.orderId)).toEqual(order);
  });

  it('prices an order awaiting a price: the amount starts its payment window', async () => {
    const order = await unpriced();
    expect(order.payment).toMatchObject({ state: 'awaiting_price', expiresAt: '' });

    const before = Date.now();
    const reply = await adminPut(order, adminFormBody(order, { totalAmount: 0.0125 }));

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'pending',
      totalAmount: 0.0125,
      payment: { state: 'awaiting_payment', dueBtc: 0.0125, address: order.sellerAddress },
    });
    const expiresAt = Date.parse(reply.body.payment.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    expect(events(reply.body)).toEqual([
      'created:buyer',
      'awaiting_price:service',
      'priced:operator',
    ]);
    expect(reply.body.history[2].detail).toBe('0.0125 BTC');
    // The buyer's page now shows what to pay.
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body).toEqual(
      publicView(reply.body),
    );

    // Once priced, the amount is the payment's: another one is not taken.
    const again = await adminPut(order, adminFormBody(reply.body, { totalAmount: 1 }));
    expect(again.body.totalAmount).toBe(0.0125);
    expect(again.body.payment.dueBtc).toBe(0.0125);
  });

  it("keeps the buyer's terms, the quote and the address; takes the QR image", async () => {
    const order = await quoted();

    const reply = await adminPut(
      order,
      adminFormBody(order, {
        deliveryAddress: 'changed@example.com',
        transactionHash: '0xforged',
        totalAmount: 9,
        unitPrice: 1,
        quantity: 99,
        sellerAddress: 'bc1q-typed-by-hand',
        qrcode: '/api/uploads/qr.png',
      }),
    );

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ...order,
      qrcode: '/api/uploads/qr.png',
      history: order.history,
    });
  });

  it('moves the status on only once paid: 409 payment_not_settled before', async () => {
    const order = await quoted();

    const early = await adminPut(order, adminFormBody(order, { status: 'processing' }));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'payment_not_settled',
      error: `Order ${order.orderId} cannot move on before its payment is paid (the payment is awaiting payment)`,
    });
    // Without a status, an unpaid order keeps pending.
    expect((await adminPut(order, adminFormBody(order))).body.status).toBe('pending');

    expect((await confirm(order, PAID_IN_FULL)).status).toBe(200);
    // Without a status, a paid pending order moves to processing (the spec's form submit).
    const moved = await adminPut(order, adminFormBody(order));
    expect(moved.body.status).toBe('processing');

    const skip = await adminPut(order, adminFormBody(order, { status: 'processing' }));
    expect(skip.body.status).toBe('processing');
    const done = await adminPut(order, adminFormBody(order, { status: 'completed' }));
    expect(done.body.status).toBe('completed');
    expect(events(done.body)).toEqual([
      'created:buyer',
      'payment_confirmed:operator',
      'processing:operator',
      'completed:operator',
    ]);

    const back = await adminPut(order, adminFormBody(order, { status: 'processing' }));
    expect(back.status).toBe(409);
    expect(back.body.error).toBe(`Order ${order.orderId} cannot move from completed to processing`);

    const pending = await adminPut(order, adminFormBody(order, { status: 'pending' }));
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe('status must be one of: processing, completed');
  });

  it('never skips processing', async () => {
    const order = await quoted();
    await confirm(order, PAID_IN_FULL);
    const skip = await adminPut(order, adminFormBody(order, { status: 'completed' }));
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({
      error: `Order ${order.orderId} cannot move from pending to completed`,
      code: 'invalid_status_transition',
    });
  });

  it('keeps a submitted payment untouched', async () => {
    const order = await quoted();
    const paid = await api.call('POST', `/api/orders/${order.orderId}/payment`, {
      transactionHash: '0xpaid',
      email: 'payer@example.com',
    });
    expect(paid.status).toBe(200);

    const reply = await adminPut(
      order,
      adminFormBody(order, { transactionHash: '', buyerEmail: '' }),
    );

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      transactionHash: '0xpaid',
      buyerEmail: 'payer@example.com',
    });
    expect(reply.body.paymentTime).not.toBe('');
  });

  it('refuses bad bodies: unknown fields, operators, negative amounts, another order id', async () => {
    const order = await unpriced();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ updatedAt: 'x' }, 400, 'updatedAt is not an allowed field'],
      [{ totalAmount: { $gt: 0 } }, 400, 'totalAmount must be a number'],
      [{ totalAmount: -1 }, 400, 'totalAmount must be at least 0'],
      [{ totalAmount: 1e308 }, 400, 'totalAmount must be at most 21000000'],
      [{ sellerAddress: { $ne: '' } }, 400, 'sellerAddress must be a string'],
      [
        { orderId: 'ORD1700000000000zzzzzz' },
        409,
        `The body is for order ORD1700000000000zzzzzz, not ${order.orderId}`,
      ],
    ];
    for (const [override, status, message] of cases) {
      const reply = await adminPut(order, adminFormBody(order, { totalAmount: 0.1, ...override }));
      expect(reply.status, JSON.stringify(override)).toBe(status);
      expect(reply.body.message).toBe(message);
    }
    expect(await adminView(order.orderId)).toEqual(order);
  });

  it('answers 404 for an unknown order', async () => {
    const reply = await adminPut({ orderId: 'ORD1700000000000aaaaaa' }, { status: 'processing' });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('order_not_found');
  });
});

describe('POST /api/orders/:orderId/confirm-payment (admin)', () => {
  it('never invents the amount: nothing received and none stated is a 422', async () => {
    const order = await quoted();
    const refused = await confirm(order);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('received_amount_unknown');
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body.payment.state).toBe(
      'awaiting_payment',
    );
  });

  it('makes the payment paid with the amount the operator states', async () => {
    const order = await quoted();
    const before = Date.now();

    const reply = await confirm(order, PAID_IN_FULL);

    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('pending');
    expect(reply.body.payment).toMatchObject({
      state: 'paid',
      flag: null,
      dueBtc: 0.0002165,
      receivedBtc: 0.0002165,
      transactions: [],
    });
    expect(Date.parse(reply.body.payment.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(reply.body.history.at(-1)).toMatchObject({
      event: 'payment_confirmed',
      by: 'operator',
      detail: '0.0002165 BTC',
    });
  });

  it('records the transaction and the amount the operator checked', async () => {
    const order = await unpriced();
    const txid = 'ab'.repeat(32);

    const reply = await confirm(order, { txid, receivedBtc: 0.07, note: 'bank transfer' });

    expect(reply.status).toBe(200);
    expect(reply.body.payment).toMatchObject({
      state: 'paid',
      receivedBtc: 0.07,
      transactions: [{ txid, amountBtc: 0.07, confirmations: 0 }],
    });
    expect(reply.body.history.at(-1).detail).toBe(
      `0.07 BTC in ${txid.slice(0, 16)} (bank transfer)`,
    );
    expect((await api.call('GET', `/api/orders/${order.orderId}`)).body.payment.state).toBe('paid');
  });

  it('answers 409 when already paid, 404 for an unknown order, 401 without a session', async () => {
    const order = await quoted();
    await confirm(order, PAID_IN_FULL);

    const again = await confirm(order, PAID_IN_FULL);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payment_already_paid');

    expect((await confirm({ orderId: 'ORD1700000000000aaaaaa' })).status).toBe(404);
    const anonymous = await api.call('POST', `/api/orders/${order.orderId}/confirm-payment`, {});
    expect(anonymous.status).toBe(401);
    expect((await confirm(order, { receivedBtc: -1 })).status).toBe(400);
    // Found by the API fuzz: 1e308 BTC once ended in a 500.
    const huge = await confirm(order, { receivedBtc: 1e308 });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('receivedBtc must be at most 21000000');
  });
});

describe('orders made before quotes', () => {
  it('are answered without product or quote, with a payment from their old fields', async () => {
    const orders = api.db.collection('orders');
    const now = new Date();
    const old = {
      orderId: 'ORD1700000000000legacy',
      productInfo: { title: '180天 BTC 算力套餐', hashrate: '50', period: '180', powerDays: '3' },
      deliveryAddress: 'old@example.com',
      selectedPool: 'AntPool',
      paymentMethod: 'manual',
      orderTime: now.toISOString(),
      status: 'pending',
      totalAmount: 0.01,
      unitPrice: 0,
      quantity: 0,
      sellerAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      qrcode: '',
      transactionHash: '',
      buyerEmail: '',
      paymentTime: null,
      createFingerprint: 'x',
      createdAt: now,
      updatedAt: now,
    };
    // Each with its own request key and slot, as the start's migrations give orders made before.
    await orders.insertOne({
      ...old,
      _id: old.orderId,
      requestKey: old.orderId,
      openSlot: old.orderId,
    } as never);
    await orders.insertOne({
      ...old,
      _id: 'ORD1700000000001legacy',
      orderId: 'ORD1700000000001legacy',
      requestKey: 'ORD1700000000001legacy',
      openSlot: 'ORD1700000000001legacy',
      totalAmount: 0,
    } as never);

    const reply = await api.call('GET', `/api/orders/${old.orderId}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ product: null, quote: null, totalAmount: 0.01 });
    expect(reply.body.payment).toEqual({
      state: 'awaiting_payment',
      flag: null,
      rail: 'btc',
      token: null,
      address: old.sellerAddress,
      network: 'mainnet',
      dueBtc: 0.01,
      receivedBtc: 0,
      remainingBtc: 0.01,
      expiresAt: '',
      monitorUntil: '',
      settled: false,
      paidAt: '',
      transactions: [],
      watched: false,
      claim: '',
      invalidReason: '',
      refund: null,
    });
    const unpricedOld = await api.call('GET', '/api/orders/ORD1700000000001legacy');
    expect(unpricedOld.body.payment.state).toBe('awaiting_price');

    // The operator can price it, confirm it, and move it on.
    const priced = await adminPut({ orderId: 'ORD1700000000001legacy' }, { totalAmount: 0.02 });
    expect(priced.body.payment).toMatchObject({ state: 'awaiting_payment', dueBtc: 0.02 });
    expect((await confirm(old, { receivedBtc: 0.01 })).body.payment.state).toBe('paid');
    expect((await adminPut(old, {})).body.status).toBe('processing');

    const filtered = await api.call(
      'GET',
      '/api/orders?paymentState=awaiting_payment&q=legacy',
      undefined,
      adminCookie,
    );
    expect(filtered.body.map((order: AdminOrder) => order.orderId)).toEqual([
      'ORD1700000000001legacy',
    ]);
  });
});
