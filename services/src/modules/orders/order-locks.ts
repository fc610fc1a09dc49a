// One change at a time per order. FerretDB v1 (the local and test server) does not apply a
// conditional update or delete atomically: two "set the payment where none is set yet" writes
// sent at once both succeed. An insert into a unique key is atomic on every server, so a
// change takes the order's lock by inserting { _id: orderId }, reads the order, checks its
// rules, writes, and lets the lock go. A lock left by a crashed process expires after a few
// seconds.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import { ServiceUnavailableError } from '../../http/errors.js';
import { defineCollection, getCollection } from '../../db/collections.js';

interface OrderLockDocument {
  _id: string;
  token: string;
  expiresAt: Date;
}

export const orderLocksCollection = defineCollection<OrderLockDocument>('order_locks');

const LOCK_TTL_MS = 10_000;
const ACQUIRE_ATTEMPTS = 60;
const RETRY_DELAY_MS = 25;

export class OrderLocks {
  private readonly collection: Collection<OrderLockDocument>;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.collection = getCollection(db, orderLocksCollection);
  }

  async run<T>(orderId: string, work: () => Promise<T>): Promise<T> {
    const token = randomUUID();
    await this.acquire(orderId, token);
    try {
      return await work();
    } finally {
      await this.collection.deleteOne({ _id: orderId, token });
    }
  }

  private async acquire(orderId: string, token: string): Promise<void> {
    for (let attempt = 1; attempt <= ACQUIRE_ATTEMPTS; attempt++) {
      const now = this.now();
      try {
        await this.collection.insertOne({
          _id: orderId,
          token,
          expiresAt: new Date(now.getTime() + LOCK_TTL_MS),
        });
        return;
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
      }
      const holder = await this.collection.findOne({ _id: orderId });
      if (holder && holder.expiresAt < now) {
        await this.collection.deleteOne({ _id: orderId, token: holder.token });
      } else {
        await sleep(RETRY_DELAY_MS * Math.min(attempt, 4));
      }
    }
    throw new ServiceUnavailableError(`Order ${orderId} is busy, please try again`, {
      code: 'order_busy',
      headers: { 'Retry-After': '1' },
    });
  }
}
