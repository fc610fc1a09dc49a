import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAccountKey, receiveAddress } from '../src/modules/payments/payment-keys.js';
import { openAdminSession } from './support/admin-session.js';
import {
  checkoutBody,
  legacyOrderId,
  machineChoice,
  otherKindBody,
  rentalChoice,
  testOrderId,
  testRequestId,
  trialChoice,
} from './support/orders.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { PUBLIC_ORDER_FIELDS } from '@minesite/shared/testing/order-fixtures';

let api: TestApi;
let rates: RatesStub;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  // The provider answers usd and cny; eur is missing.
  rates = await startRatesStub({ usd: 100_000, cny: 720_000 });
  api = await startTestApi('orders', { env: { MARKET_PROVIDER_URL: rates.url } });
  admin = await openAdminSession(api);
});
afterAll(async () => {
  await api.close();
  await rates.close();
});

/** The ids the service makes: 'ORD', the time and 20 base-36 characters (about 103 bits). */
const ORDER_ID = /^ORD\d{13}[0-9a-z]{20}$/;
const orders = () => api.db.collection('orders');
const create = (body: unknown) => api.call('POST', '/api/orders', body);
const adminView = async (orderId: string) =>
  (await api.call('GET', '/api/orders', undefined, admin)).body.find(
    (order: { orderId: string }) => order.orderId === orderId,
  );
const account = parseAccountKey(TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB, 'regtest');

const trialName = {
  zh: '经典模式 · 30 天 · Antminer S21',
  en: 'Classic · 30 days · Antminer S21',
  es: 'Clásico · 30 días · Antminer S21',
  ru: 'Классический · 30 дней · Antminer S21',
};

describe('POST /api/orders', () => {
  it('prices the 30-day trial from the catalog, in BTC at the rate, with its own address', async () => {
    const body = checkoutBody();
    const before = Date.now();
    const reply = await create(body);

    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(PUBLIC_ORDER_FIELDS);
    const { quote, payment } = reply.body;
    expect(reply.body.product).toEqual({
      id: 'cloud-trial-30',
      kind: 'hashpower',
      category: 'cloud-package',
      name: trialName,
    });
    // 10 T at 9.5 CNY / 7.3 = 1.30 USD; 30 days of 10 T × 0.2105 CNY / 7.3: 8.65 USD.
    expect(quote).toMatchObject({
      product: reply.body.product,
      choice: trialChoice,
      lines: [
        { item: 'hashrateFee', quantity: 10, unitPrice: 1.3, amount: 13 },
        { item: 'electricityFee', quantity: 30, amount: 8.65 },
      ],
      currency: 'USD',
      total: 21.65,
      btcRate: { price: 100_000 },
      amountBtc: 0.0002165,
    });
    expect(Date.parse(quote.btcRate.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(payment).toMatchObject({
      state: 'awaiting_payment',
      flag: null,
      network: 'regtest',
      dueBtc: 0.0002165,
      receivedBtc: 0,
      paidAt: '',
      transactions: [],
      claim: '',
      // No chain API in this test: the buyer's claim and the operator confirm payments.
      watched: false,
    });
    expect(payment.address).toMatch(/^bcrt1q/);
    // The payment window: one hour from the quote.
    expect(Date.parse(payment.expiresAt) - Date.parse(quote.quotedAt)).toBe(60 * 60_000);
    expect(reply.body).toMatchObject({
      orderId: expect.stringMatching(ORDER_ID),
      productInfo: {
        title: trialName.zh,
        hashrate: '10',
        period: '30',
        powerDays: '30',
        kind: 'hashpower',
        productId: 'cloud-trial-30',
        unitPrice: 1.3,
        currency: 'USD',
      },
      selectedPool: 'AntPool',
      paymentMethod: 'manual',
      orderTime: '2025-03-01T10:00:00.000Z',
      status: 'pending',
      totalAmount: 0.0002165,
      unitPrice: 1.3,
      quantity: 10,
      sellerAddress: payment.address,
      qrcode: '',
      transactionHash: '',
      buyerEmail: '',
    });
    const fetched = await api.call('GET', `/api/orders/${reply.body.orderId}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(reply.body);

    // The operator also sees the address's index and the history.
    const seen = await adminView(reply.body.orderId);
    expect(seen.deliveryAddress).toBe('buyer@example.com');
    expect(receiveAddress(account, seen.derivationIndex)).toBe(payment.address);
    expect(seen.history).toEqual([
      { at: reply.body.createdAt, event: 'created', by: 'buyer', detail: '0.0002165 BTC' },
    ]);
  });

  it('gives every order the next address of the account', async () => {
    const first = await adminView((await create(checkoutBody())).body.orderId);
    const second = await adminView((await create(checkoutBody())).body.orderId);
    expect(second.derivationIndex).toBe(first.derivationIndex + 1);
    expect(second.payment.address).toBe(receiveAddress(account, second.derivationIndex));
    expect(second.payment.address).not.toBe(first.payment.address);
  });

  it('prices machines and rentals in their currency, without pool or deduction method', async () => {
    const machines = await create(otherKindBody(machineChoice));
    expect(machines.status).toBe(201);
    expect(machines.body).toMatchObject({
      product: { id: '1', kind: 'machine', category: 'miner' },
      quote: {
        lines: [{ item: 'machines', quantity: 3, unitPrice: 16_800, amount: 50_400 }],
        currency: 'CNY',
        total: 50_400,
        btcRate: { price: 720_000 },
        amountBtc: 0.07,
      },
      payment: { state: 'awaiting_payment', dueBtc: 0.07 },
      selectedPool: '',
      paymentMethod: '',
      totalAmount: 0.07,
      unitPrice: 16_800,
      quantity: 3,
      productInfo: { kind: 'machine', productId: '1', unitPrice: 16_800, currency: 'CNY' },
    });

    const rental = await create(otherKindBody(rentalChoice));
    expect(rental.status).toBe(201);
    expect(rental.body.quote).toMatchObject({
      choice: rentalChoice,
      lines: [{ item: 'rentalHours', quantity: 24, unitPrice: 1.55, amount: 37.2 }],
      currency: 'CNY',
      total: 37.2,
    });
  });

  it('creates the order awaiting the operator’s price when there is no rate in its currency', async () => {
    // The provider has no eur rate: the seed's containers are not sold here, so a EUR product
    // is made for the test.
    const product = await api.call(
      'POST',
      '/api/products',
      {
        category: 'miner',
        name: { zh: '欧元矿机', en: 'Euro miner', es: 'Minero euro', ru: 'Евро-майнер' },
        description: { zh: '说明', en: 'About', es: 'Acerca', ru: 'О нём' },
        images: [],
        price: 5000,
        currency: 'EUR',
        soldOut: false,
        sortOrder: 1,
        specs: {
          algorithm: 'SHA-256',
          coin: 'BTC',
          hashrateTh: 100,
          powerW: 3000,
          cooling: 'air',
          chip: 'BM1366',
          size: '400 × 195 × 290 mm',
          weightKg: 15,
          noiseDb: 75,
          efficiencyJPerTh: 30,
          code: 'EU1',
          warrantyMonths: 12,
        },
      },
      admin,
    );
    expect(product.status).toBe(201);
    const reply = await create(
      otherKindBody({ kind: 'machine', productId: product.body.id, quantity: 2 }),
    );

    expect(reply.status).toBe(201);
    expect(reply.body.quote).toMatchObject({
      currency: 'EUR',
      total: 10_000,
      btcRate: null,
      amountBtc: 0,
    });
    expect(reply.body.payment).toMatchObject({ state: 'awaiting_price', dueBtc: 0, expiresAt: '' });
    expect(reply.body.payment.address).toMatch(/^bcrt1q/);
    expect(reply.body.totalAmount).toBe(0);
    const seen = await adminView(reply.body.orderId);
    expect(seen.history.map((entry: { event: string }) => entry.event)).toEqual([
      'created',
      'awaiting_price',
    ]);
    expect(seen.history[1]).toMatchObject({ by: 'service', detail: 'no fresh BTC rate in EUR' });
  });

  it("makes the id itself: 'ORD', the time and 20 random base-36 characters", async () => {
    const before = Date.now();
    const replies = await Promise.all(Array.from({ length: 50 }, () => create(checkoutBody())));

    const ids = replies.map((reply) => reply.body.orderId as string);
    for (const id of ids) {
      expect(id).toMatch(ORDER_ID);
      const stamp = Number(id.slice(3, 16));
      expect(stamp).toBeGreaterThanOrEqual(before);
      expect(stamp).toBeLessThanOrEqual(Date.now());
    }
    // Random, not counted: 50 ids use every position's alphabet widely (36^20 ≈ 2^103 ids).
    const randomParts = ids.map((id) => id.slice(16));
    expect(new Set(randomParts).size).toBe(50);
    expect(new Set(randomParts.join('')).size).toBeGreaterThan(30);
  });

  it('refuses an id sent by the client, naming the field, and stores nothing', async () => {
    const address = `chosen-${testRequestId()}`;
    for (const orderId of [testOrderId(), legacyOrderId(), 'ORD-1']) {
      const reply = await create(checkoutBody({ orderId, deliveryAddress: address }));
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('orderId is not an allowed field');
    }
    expect(await orders().countDocuments({ deliveryAddress: address })).toBe(0);
  });

  it('defaults the order time to now', async () => {
    const { orderTime: _time, ...body } = checkoutBody();
    const reply = await create(body);
    expect(reply.status).toBe(201);
    expect(reply.body.orderTime).toBe(reply.body.createdAt);
  });

  it('needs a choice and a contact or delivery address', async () => {
    const reply = await create({ deliveryAddress: 'buyer@example.com' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('choice is required');

    const noAddress = await create(checkoutBody({ deliveryAddress: ' ' }));
    expect(noAddress.body.message).toBe('deliveryAddress is required');
  });

  it('refuses an unknown product or an option it does not offer, naming the field', async () => {
    // 422: the choice matches its schema, not the catalog.
    const cases: [unknown, string][] = [
      [{ ...trialChoice, productId: 'no-such-product' }, 'choice.productId no such product'],
      [{ ...trialChoice, hashrateTh: 50 }, 'choice.hashrateTh must be one of: 10'],
      [{ ...trialChoice, durationDays: 180 }, 'choice.durationDays must be one of: 30'],
      [{ ...trialChoice, powerDays: 3 }, 'choice.powerDays must be 30 for this package'],
      [
        {
          ...trialChoice,
          productId: 'cloud-classic-permanent',
          hashrateTh: 50,
          durationDays: 180,
          powerDays: 3,
        },
        'choice.productId product cloud-classic-permanent is sold out',
      ],
      [
        { ...trialChoice, productId: 'gpu-3090' },
        'choice.kind product gpu-3090 is a gpu-plan, not sold as hashpower',
      ],
    ];
    for (const [choice, message] of cases) {
      const reply = await create(checkoutBody({ choice }));
      expect(reply.status, JSON.stringify(choice)).toBe(422);
      expect(reply.body).toMatchObject({ code: 'validation_failed', message });
    }
    // 400: the choice does not match its schema.
    const negative = await create(checkoutBody({ choice: { ...trialChoice, hashrateTh: -10 } }));
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('choice.hashrateTh must be more than 0');
    const hourlyOnly = await create(
      otherKindBody({
        kind: 'rental',
        productId: 'ai-power-h100-8x',
        plan: 'hourly',
        hours: 5,
        region: 'canada',
      }),
    );
    expect(hourlyOnly.status).toBe(422);
    expect(hourlyOnly.body.message).toBe(
      'choice.plan product ai-power-h100-8x is rented by the month only',
    );
    const tooMany = await create(otherKindBody({ ...machineChoice, quantity: 1001 }));
    expect(tooMany.body.message).toBe('choice.quantity must be at most 1000');
    const noHours = await create(otherKindBody({ ...rentalChoice, hours: undefined }));
    expect(noHours.body.message).toBe('choice.hours is required with the hourly plan');
  });

  it('requires the pool and deduction method for hash power and refuses them elsewhere', async () => {
    const noPool = await create(checkoutBody({ selectedPool: undefined }));
    expect(noPool.status).toBe(400);
    expect(noPool.body.message).toBe('selectedPool is required for hash power');
    const nullMethod = await create(checkoutBody({ paymentMethod: null }));
    expect(nullMethod.status).toBe(400);
    expect(nullMethod.body.message).toMatch(/^paymentMethod /);

    const machineWithPool = await create(
      otherKindBody(machineChoice, { selectedPool: 'AntPool', paymentMethod: 'fufu' }),
    );
    expect(machineWithPool.status).toBe(400);
    expect(machineWithPool.body.message).toBe(
      'selectedPool is only taken with hash power; paymentMethod is only taken with hash power',
    );
  });

  it('never takes a title or a price: such fields are refused and nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ productInfo: { title: 'Free', unitPrice: 0 } }, 'productInfo is not an allowed field'],
      [{ totalAmount: 0.001 }, 'totalAmount is not an allowed field'],
      [{ choice: { ...trialChoice, price: 1 } }, 'choice.price is not an allowed field'],
      [{ choice: { ...machineChoice, unitPrice: 1 } }, 'choice.unitPrice is not an allowed field'],
    ];
    for (const [override, message] of cases) {
      const body = checkoutBody({ deliveryAddress: `priced-${testRequestId()}`, ...override });
      const reply = await create(body);
      expect(reply.status, JSON.stringify(override)).toBe(400);
      expect(reply.body.message).toBe(message);
      expect(await orders().countDocuments({ deliveryAddress: body.deliveryAddress })).toBe(0);
    }
  });

  it('keeps the order time in ISO form', async () => {
    const reply = await create(checkoutBody({ orderTime: '2025-03-01T18:00:00+08:00' }));
    expect(reply.body.orderTime).toBe('2025-03-01T10:00:00.000Z');
  });

  it('refuses operator-shaped values and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ deliveryAddress: { $gt: '' } }, 'deliveryAddress must be a string'],
      [{ requestId: { $ne: null } }, 'requestId must be a string'],
      [{ choice: { ...trialChoice, productId: { $gt: '' } } }, 'choice.productId must be a string'],
      [{ selectedPool: { $in: ['AntPool'] } }, 'selectedPool'],
      [{ choice: { ...trialChoice, hashrateTh: { $where: '1' } } }, 'choice.hashrateTh'],
      [{ $where: 'sleep(1000)' }, '$where is not an allowed field'],
    ];
    for (const [override, message] of cases) {
      const body = checkoutBody(override);
      const reply = await create(body);
      expect(reply.status, JSON.stringify(override)).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    expect(await orders().countDocuments({ deliveryAddress: { $type: 'object' } })).toBe(0);
  });

  it('refuses a status other than pending, a pool or method outside the lists, a bad key', async () => {
    const status = await create(checkoutBody({ status: 'completed' }));
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('status must be one of: pending');

    const pool = await create(checkoutBody({ selectedPool: 'SlushPool' }));
    expect(pool.status).toBe(400);
    expect(pool.body.message).toBe('selectedPool must be one of: AntPool, F2Pool');

    const method = await create(checkoutBody({ paymentMethod: 'card' }));
    expect(method.body.message).toBe('paymentMethod must be one of: manual, fufu');

    const key = await create(checkoutBody({ requestId: 'short' }));
    expect(key.status).toBe(400);
    expect(key.body.message).toBe('requestId must be 22 to 64 letters, digits, - or _');

    const time = await create(checkoutBody({ orderTime: 'yesterday' }));
    expect(time.status).toBe(400);
    expect(time.body.message).toMatch(/^orderTime must be a valid ISO 8601 date-time/);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await create([checkoutBody()])).status).toBe(400);
    expect((await create('{"requestId": ')).body.code).toBe('malformed_json');
  });
});

describe('creating is safe to retry', () => {
  it('the same requestId with the same payload returns the existing order, stored once', async () => {
    const body = checkoutBody({ deliveryAddress: `again-${testRequestId()}` });
    const first = await create(body);
    // The same request again, its keys in another order.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await create(reordered);

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await orders().countDocuments({ deliveryAddress: body.deliveryAddress })).toBe(1);
  });

  it('the same requestId with a different payload is a 409 and changes nothing', async () => {
    const body = checkoutBody({ deliveryAddress: `first-${testRequestId()}` });
    const first = await create(body);
    const otherAddress = `other-${testRequestId()}`;
    const other = await create({ ...body, deliveryAddress: otherAddress });

    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      error: 'This requestId was already used for an order with other details',
      code: 'order_request_conflict',
    });
    expect(await orders().countDocuments({ deliveryAddress: otherAddress })).toBe(0);
    expect((await api.call('GET', `/api/orders/${first.body.orderId}`)).body).toEqual(first.body);
  });

  it('a retry after the first try failed before its order makes the order once', async () => {
    // The first try failed before its order's insert (a database outage, say): nothing of the
    // key was stored. The retry makes the order, and a retry after that answers it.
    const body = checkoutBody({ deliveryAddress: `retried-${testRequestId()}` });
    const first = await create(body);
    await orders().deleteOne({ orderId: first.body.orderId });

    const retried = await create(body);
    expect(retried.status).toBe(201);
    const again = await create(body);
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(retried.body.orderId);
    expect(await orders().countDocuments({ deliveryAddress: body.deliveryAddress })).toBe(1);
  });

  it('without a requestId, every create is a new order', async () => {
    const { requestId: _none, ...body } = checkoutBody({
      deliveryAddress: `unkeyed-${testRequestId()}`,
    });
    const [first, second] = [await create(body), await create(body)];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.orderId).not.toBe(second.body.orderId);
  });

  it('100 concurrent creations give 100 distinct stored orders', async () => {
    const address = `concurrent-${testRequestId()}`;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        create({
          ...checkoutBody({ deliveryAddress: address }),
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
    const ids = new Set(replies.map((r) => r.body.orderId));
    expect(ids.size).toBe(1);
    expect(await orders().countDocuments({ orderId: [...ids][0] })).toBe(1);
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

  it('applies no format check to the hash or the e-mail', async () => {
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
