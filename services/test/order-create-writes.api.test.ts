// An order's creation writes the order (and, once per run of addresses, the run), nothing more:
// its idempotency key and its client's open-order slot are on the order under unique indexes,
// and its write limit counts in each replica's memory, because the open-order slots cap in the
// database what one client holds across every replica. Orders stored before get their key and
// slot at start; a key claimed before in `order_requests` still finds its order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCollections } from '../src/app.js';
import { ensureIndexes } from '../src/db/collections.js';
import { requestKeyOf } from '../src/modules/orders/new-order.js';
import { PaymentAddresses } from '../src/modules/payments/addresses.js';
import { parseAccountKey } from '../src/modules/payments/payment-keys.js';
import { checkoutBody, testRequestId } from './support/orders.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const WRITE_LIMIT = 4;
const OPEN_ORDERS = 2;
let replicaA: TestApi;
let replicaB: TestApi;
beforeAll(async () => {
  const env = {
    TRUST_PROXY: 'true',
    PUBLIC_WRITE_LIMIT: String(WRITE_LIMIT),
    PUBLIC_WRITE_WINDOW_SECONDS: '3600',
    OPEN_ORDERS_PER_CLIENT: String(OPEN_ORDERS),
  };
  replicaA = await startTestApi('order_create_writes', { env });
  replicaB = await startTestApi('order_create_writes', { env, dbName: replicaA.db.databaseName });
});
afterAll(async () => {
  await replicaB.close();
  await replicaA.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
interface StoredOrder {
  _id: string;
  requestKey?: string;
  openSlot?: string;
  payment: { openSlot?: string };
}
const orders = () => replicaA.db.collection<StoredOrder>('orders');

describe('the write limit of order creation, per replica', () => {
  it('paces a client on each replica apart, while its open orders are capped across both', async () => {
    const client = from('198.51.100.40');
    // Each replica counts its own calls: two orders on A, then B refuses the third for the
    // open orders both replicas see in the database.
    for (let i = 0; i < OPEN_ORDERS; i++) {
      expect((await replicaA.call('POST', '/api/orders', checkoutBody(), client)).status).toBe(201);
    }
    const third = await replicaB.call('POST', '/api/orders', checkoutBody(), client);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('too_many_open_orders');

    // A's count of this client is 2 of 4: two more calls, then its own limit.
    const onA = [];
    for (let i = 0; i < WRITE_LIMIT - OPEN_ORDERS + 1; i++) {
      onA.push(await replicaA.call('POST', '/api/orders', checkoutBody(), client));
    }
    expect(onA.map((reply) => reply.body.code)).toEqual([
      'too_many_open_orders',
      'too_many_open_orders',
      'rate_limited',
    ]);
    expect(Number(onA.at(-1)!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await orders().countDocuments({})).toBeGreaterThanOrEqual(OPEN_ORDERS);
  });

  it('writes no rate-limit slot for an order', async () => {
    const before = await replicaA.db.collection('rate_limits').countDocuments();
    expect(
      (await replicaA.call('POST', '/api/orders', checkoutBody(), from('198.51.100.41'))).status,
    ).toBe(201);
    expect(await replicaA.db.collection('rate_limits').countDocuments()).toBe(before);
  });
});

describe('the create key on the order', () => {
  it('is the hash of the requestId, and the order’s own id without one', async () => {
    const keyed = checkoutBody();
    const made = await replicaA.call('POST', '/api/orders', keyed, from('198.51.100.42'));
    const { requestId: _none, ...unkeyed } = checkoutBody();
    const plain = await replicaA.call('POST', '/api/orders', unkeyed, from('198.51.100.42'));

    expect((await orders().findOne({ _id: made.body.orderId }))!.requestKey).toBe(
      requestKeyOf(keyed.requestId),
    );
    expect((await orders().findOne({ _id: plain.body.orderId }))!.requestKey).toBe(
      plain.body.orderId,
    );
    expect(await replicaA.db.listCollections({ name: 'order_requests' }).toArray()).toEqual([]);
  });

  it('is answered by either replica: a retry on the other gets the order made first', async () => {
    const body = checkoutBody();
    const first = await replicaA.call('POST', '/api/orders', body, from('198.51.100.43'));
    const retry = await replicaB.call('POST', '/api/orders', body, from('198.51.100.43'));
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body).toEqual(first.body);
  });

  it('answers the order made when the retry is refused for the open orders it made', async () => {
    const client = from('198.51.100.44');
    const body = checkoutBody();
    const first = await replicaA.call('POST', '/api/orders', body, client);
    expect((await replicaA.call('POST', '/api/orders', checkoutBody(), client)).status).toBe(201);
    // The client's open orders are now full, the retry's own among them.
    const retry = await replicaB.call('POST', '/api/orders', body, client);
    expect(retry.status).toBe(200);
    expect(retry.body.orderId).toBe(first.body.orderId);
  });

  it('is given at start to the orders stored before, from their claims or their own id', async () => {
    const body = checkoutBody();
    const claimed = await replicaA.call('POST', '/api/orders', body, from('198.51.100.45'));
    const { requestId: _none, ...unkeyed } = checkoutBody();
    const plain = await replicaA.call('POST', '/api/orders', unkeyed, from('198.51.100.45'));
    // The former layout: no key on the orders, no unique index, the key claimed apart.
    await orders().dropIndex('request_key_unique');
    await orders().updateMany({}, { $unset: { requestKey: '' } });
    await replicaA.db.collection('order_requests').insertOne({
      _id: requestKeyOf(body.requestId) as never,
      orderId: claimed.body.orderId,
      fingerprint: 'as stored',
      createdAt: new Date(),
    });
    // A claim whose order was never stored gives nothing.
    await replicaA.db.collection('order_requests').insertOne({
      _id: requestKeyOf(testRequestId()) as never,
      orderId: 'ORD1700000000000nevermadenevermade00',
      fingerprint: 'x',
      createdAt: new Date(),
    });

    await ensureIndexes(replicaA.db, apiCollections);

    expect((await orders().findOne({ _id: claimed.body.orderId }))!.requestKey).toBe(
      requestKeyOf(body.requestId),
    );
    expect((await orders().findOne({ _id: plain.body.orderId }))!.requestKey).toBe(
      plain.body.orderId,
    );
    expect(await orders().countDocuments({ requestKey: { $exists: false } })).toBe(0);
    expect(await replicaA.db.listCollections({ name: 'order_requests' }).toArray()).toEqual([]);
    // The key claimed before the deploy still answers its order.
    const retry = await replicaA.call('POST', '/api/orders', body, from('198.51.100.45'));
    expect(retry.status).toBe(200);
    expect(retry.body.orderId).toBe(claimed.body.orderId);
  });
});

describe('the open-order slot on the order', () => {
  it('is taken by the order’s own insert: no slot document, the order’s id once not open', async () => {
    const made = await replicaA.call('POST', '/api/orders', checkoutBody(), from('198.51.100.46'));
    const stored = await orders().findOne({ _id: made.body.orderId });
    expect(stored!.openSlot).toMatch(/^[\w-]{22}:[01]$/);
    expect(await replicaA.db.listCollections({ name: 'open_order_slots' }).toArray()).toEqual([]);
  });

  it('is given at start to the orders stored before, from their slot documents or their own id', async () => {
    const client = from('198.51.100.47');
    const held = await replicaA.call('POST', '/api/orders', checkoutBody(), client);
    const other = await replicaA.call('POST', '/api/orders', checkoutBody(), client);
    // The former layout: slots as documents of their own, a copy on the payment, no index.
    await orders().dropIndex('open_slot_unique');
    await orders().updateMany({}, { $unset: { openSlot: '' } });
    await orders().updateOne({ _id: held.body.orderId }, { $set: { 'payment.openSlot': 'c:0' } });
    await replicaA.db
      .collection('open_order_slots')
      .insertOne({ _id: 'c:0' as never, orderId: held.body.orderId, expiresAt: new Date() });

    await ensureIndexes(replicaA.db, apiCollections);

    const heldNow = await orders().findOne({ _id: held.body.orderId });
    expect(heldNow!.openSlot).toBe('c:0');
    expect(heldNow!.payment.openSlot).toBeUndefined();
    expect((await orders().findOne({ _id: other.body.orderId }))!.openSlot).toBe(
      other.body.orderId,
    );
    expect(await orders().countDocuments({ openSlot: { $exists: false } })).toBe(0);
    expect(await replicaA.db.listCollections({ name: 'open_order_slots' }).toArray()).toEqual([]);
  });
});

describe('the address of an order that was not stored', () => {
  it('is handed out again next, so that the retry leaves no index without an order', async () => {
    const account = parseAccountKey(TEST_PAYMENT_ENV.PAYMENT_ACCOUNT_XPUB, 'regtest');
    const addresses = new PaymentAddresses(replicaA.db, { kind: 'account', account });
    const first = await addresses.allocate();
    const second = await addresses.allocate();
    addresses.giveBack(first);
    expect(await addresses.allocate()).toEqual(first);
    // One this process did not hand out is not taken back.
    addresses.giveBack({ ...second, derivationIndex: second.derivationIndex! + 100 });
    expect((await addresses.allocate()).derivationIndex).toBe(second.derivationIndex! + 1);
  });
});
