// The order outbox's relay against the real test database: a round hands every waiting notice
// to each subscriber at once and pulls each off its own order; the orders this process wrote
// are relayed without being read back; a notice a subscriber refuses holds its own order's
// later notices and no one else's.
import type { OrderNotice } from '@minesite/shared/contract';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db } from 'mongodb';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  noticeEntry,
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
