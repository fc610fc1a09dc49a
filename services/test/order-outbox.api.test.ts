// The order outbox's relay against the real test database: a round hands every waiting notice
// to each subscriber at once and pulls each off its own order; the orders this process wrote
// are relayed without being read back; a notice a subscriber refuses holds its own order's
// later notices and no one else's. A new order's notice is handed over with no write to the
// order, and the new orders of a process gone are handed over by another (created-notices.ts).
import type { OrderNotice } from '@minesite/shared/contract';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db } from 'mongodb';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  MARK_GONE_MS,
  newOrdersInFlight,
  relayMarksCollection,
  RelayMarks,
} from '../src/modules/orders/created-notices.js';
import {
  createdEntry,
  noticeEntry,
  orderStored,
  OrderOutboxRelay,
  type NoticeDelivery,
  type OrderNoticeSubscriber,
} from '../src/modules/orders/order-outbox.js';
import type { OrderDocument } from '../src/modules/orders/order-document.js';
import { insertStoredOrder } from './support/stored-order.js';

let client: MongoClient;
let db: Db;
let orders: Collection<OrderDocument>;
beforeAll(async () => {
  client = await MongoClient.connect(inject('mongodbUri'));
  db = client.db(`test_order_outbox_${randomBytes(4).toString('hex')}`);
  orders = db.collection<OrderDocument>('orders');
});
afterAll(async () => {
  await db.dropDatabase();
  await client.close();
});

/** A stored order with `notices` waiting in its outbox. */
async function waiting(...notices: OrderNotice[]): Promise<OrderDocument> {
  const order = await insertStoredOrder(orders);
  const outbox = notices.map((notice) => noticeEntry(notice, order, new Date()));
  await orders.updateOne({ _id: order._id }, { $set: { outbox } });
  return { ...order, outbox };
}

/** A subscriber that records what it is handed and refuses the notices `refuses` names. */
function recorder(refuses: (delivery: NoticeDelivery) => boolean = () => false) {
  const calls: string[][] = [];
  const subscriber: OrderNoticeSubscriber = {
    name: 'recorder',
    async deliver(batch) {
      if (batch.some(refuses)) throw new Error('refused');
      calls.push(batch.map(({ entry }) => `${entry.notice}@${entry.id}`));
    },
  };
  return { subscriber, calls };
}

const outboxOf = async (order: OrderDocument) =>
  ((await orders.findOne({ _id: order._id }))!.outbox ?? []).map((entry) => entry.notice);
const silent = pino({ level: 'silent' });

describe('the order outbox relay', () => {
  it('hands a round’s notices of several orders over at once and empties each outbox', async () => {
    const first = await waiting('order.created');
    const second = await waiting('payment.seen', 'payment.paid');
    const { subscriber, calls } = recorder();

    expect(await new OrderOutboxRelay(db, [subscriber], silent).drain()).toBe(3);

    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(3);
    expect(await outboxOf(first)).toEqual([]);
    expect(await outboxOf(second)).toEqual([]);
  });

  it('relays the orders written here without reading them, and the others by looking', async () => {
    const written = await waiting('order.created');
    const leftByAnother = await waiting('payment.expired');
    const { subscriber, calls } = recorder();
    const relay = new OrderOutboxRelay(db, [subscriber], silent);

    await relay.relay(written);
    expect(calls.flat().map((call) => call.split('@')[0])).toEqual(['order.created']);
    expect(await outboxOf(leftByAnother)).toEqual(['payment.expired']);

    await relay.drain();
    expect(await outboxOf(leftByAnother)).toEqual([]);
  });

  it('keeps a refused notice and its order’s later ones in order; other orders go on', async () => {
    const stuck = await waiting('payment.seen', 'payment.paid');
    const fine = await waiting('order.created');
    const refusedId = stuck.outbox![0]!.id;
    const { subscriber } = recorder(({ entry }) => entry.id === refusedId);
    const relay = new OrderOutboxRelay(db, [subscriber], silent);

    await relay.drain();

    expect(await outboxOf(stuck)).toEqual(['payment.seen', 'payment.paid']);
    expect(await outboxOf(fine)).toEqual([]);
  });
});

/** A new order stored as the order path stores one: behind this process's mark from before. */
async function placed(createdAt = new Date()): Promise<OrderDocument> {
  const order = { ...(await insertStoredOrder(orders)), createdAt };
  await orders.updateOne({ _id: order._id }, { $set: { createdAt } });
  newOrdersInFlight.begin(order, db.databaseName);
  orderStored(order);
  return order;
}

const ids = (calls: string[][]) => calls.flat().map((call) => call.split('@')[1]);

describe('a new order’s notice', () => {
  // No notice left waiting by the tests above.
  beforeEach(() => orders.deleteMany({}));

  it('is handed over from the order as stored, once, with no write to the order', async () => {
    const order = await placed();
    const stored = await orders.findOne({ _id: order._id });
    const { subscriber, calls } = recorder();

    expect(await new OrderOutboxRelay(db, [subscriber], silent).drain()).toBe(1);
    expect(await new OrderOutboxRelay(db, [subscriber], silent).drain()).toBe(0);

    expect(ids(calls)).toEqual([createdEntry(order).id]);
    expect(calls.flat()[0]).toMatch(/^order\.created@[0-9a-f]{24}$/);
    // Nothing written to the order: the same document, no outbox.
    expect(await orders.findOne({ _id: order._id })).toEqual(stored);
    expect(stored!.outbox).toBeUndefined();
  });

  it('refused, holds this process’s mark behind the order until a later drain hands it over', async () => {
    const at = new Date(Date.now() - 5_000);
    const order = await placed(at);
    const marks = new RelayMarks(db);
    const refusing = recorder(() => true);

    await new OrderOutboxRelay(db, [refusing.subscriber], silent, marks).drain();
    await marks.beat(new Date());
    const mark = () => db.collection(relayMarksCollection.name).findOne({ _id: marks.id as never });
    expect((await mark())!.through).toEqual(at);

    const { subscriber, calls } = recorder();
    await new OrderOutboxRelay(db, [subscriber], silent, marks).drain();
    expect(ids(calls)).toEqual([createdEntry(order).id]);
    await marks.beat(new Date());
    expect(((await mark())!.through as Date).getTime()).toBeGreaterThan(at.getTime());
    await marks.remove();
  });

  it('of a process gone is handed over by another: every order since its mark, then the mark goes', async () => {
    const now = new Date();
    const through = new Date(now.getTime() - 2 * MARK_GONE_MS);
    const before = await insertStoredOrder(orders, { createdAt: new Date(through.getTime() - 1) });
    const since = await insertStoredOrder(orders, { createdAt: through });
    const marksOf = db.collection(relayMarksCollection.name);
    await marksOf.insertMany([
      { _id: 'gone' as never, through, beatAt: new Date(now.getTime() - MARK_GONE_MS - 1) },
      { _id: 'alive' as never, through, beatAt: new Date(now.getTime() - MARK_GONE_MS + 1_000) },
    ]);
    const { subscriber, calls } = recorder();

    await new OrderOutboxRelay(db, [subscriber], silent, new RelayMarks(db), () => now).drain();

    expect(ids(calls)).toContain(createdEntry(since).id);
    expect(ids(calls)).not.toContain(createdEntry(before).id);
    expect(
      await marksOf
        .find()
        .map((mark) => mark._id)
        .toArray(),
    ).toEqual(['alive']);
    await marksOf.deleteMany({});
  });
});
