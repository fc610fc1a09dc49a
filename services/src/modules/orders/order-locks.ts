// One change at a time per order, where the database cannot do it atomically. FerretDB v1 (the
// local and test server) does not apply a conditional update or delete atomically: two "set
// the payment where none is set yet" writes sent at once both succeed. An insert into a unique
// key is atomic on every server, so a change takes the order's lock by inserting
// `{ _id: orderId, token, expiresAt }`, stamps its token on the order, reads the order, checks
// its rules and writes with the token in the write's filter, then lets the lock go.
//
// - Waits are bounded: a change that cannot have the lock within LOCK_WAIT_MS, or that would
//   queue behind MAX_WAITERS others in this process, answers 503 `order_busy` (Retry-After).
// - A lease lasts LOCK_TTL_MS on the database's clock (every replica measures the same time).
//   An expired lock is taken over; its holder cannot write any more: its token is no longer on
//   the order (the write's filter misses), and the lease is checked just before the write.
// - Locks left by a crashed process are swept (FerretDB v1 has no TTL indexes).
// On a real MongoDB the service uses conditional updates instead (service.ts) and never locks.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { databaseServer } from '../../db/database-server.js';
import { ServiceUnavailableError } from '../../http/errors.js';

interface OrderLockDocument {
  _id: string;
  token: string;
  /** The end of the lease, on the database's clock. */
  expiresAt: Date;
}

export const orderLocksCollection = defineCollection<OrderLockDocument>('order_locks', [
  { key: { expiresAt: 1 }, name: 'expires_at' },
]);

export interface LockTimings {
  /** How long a lease lasts. */
  ttlMs: number;
  /** How long a change waits for the lock before answering 503. */
  waitMs: number;
  /** A write needs at least this much of its lease left (a write's own duration, and more). */
  writeMarginMs: number;
  /** Changes of one order allowed to wait at once in this process; more answer 503 at once. */
  maxWaiters: number;
}

export const DEFAULT_LOCK_TIMINGS: LockTimings = {
  ttlMs: 10_000,
  waitMs: 2_000,
  writeMarginMs: 1_000,
  maxWaiters: 50,
};

/** The lock held for one change: its token goes into the write's filter. */
export interface Lease {
  token: string;
  /** Throws 503 `order_lock_lost` unless the lease is still this holder's, with time to write. */
  confirm(): Promise<void>;
}

export class OrderLocks {
  private readonly collection: Collection<OrderLockDocument>;
  private readonly waiting = new Map<string, number>();

  constructor(
    db: Db,
    private readonly timings: LockTimings = DEFAULT_LOCK_TIMINGS,
    private readonly now: () => Promise<Date> = () => databaseServer(db).now(),
  ) {
    this.collection = getCollection(db, orderLocksCollection);
  }

  /**
   * Runs `work` holding the order's lock; `stamp` puts the token on the order before the work
   * reads it (so a stale holder's write misses).
   */
  async run<T>(
    orderId: string,
    stamp: (token: string) => Promise<void>,
    work: (lease: Lease) => Promise<T>,
  ): Promise<T> {
    const token = randomUUID();
    await this.acquire(orderId, token);
    try {
      await stamp(token);
      return await work({ token, confirm: () => this.confirm(orderId, token) });
    } finally {
      await this.collection.deleteOne({ _id: orderId, token });
    }
  }

  /** Deletes the locks whose lease has ended; returns how many. */
  async sweep(): Promise<number> {
    const result = await this.collection.deleteMany({ expiresAt: { $lte: await this.now() } });
    return result.deletedCount;
  }

  private async acquire(orderId: string, token: string): Promise<void> {
    const waiters = this.waiting.get(orderId) ?? 0;
    if (waiters >= this.timings.maxWaiters) throw busy(orderId);
    this.waiting.set(orderId, waiters + 1);
    try {
      const deadline = Date.now() + this.timings.waitMs;
      for (let attempt = 1; ; attempt++) {
        const now = await this.now();
        try {
          const expiresAt = new Date(now.getTime() + this.timings.ttlMs);
          await this.collection.insertOne({ _id: orderId, token, expiresAt });
          return;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
        const holder = await this.collection.findOne({ _id: orderId });
        if (holder && holder.expiresAt <= now) {
          // Its lease is over: take it away (only that holder's lock, not a newer one).
          await this.collection.deleteOne({ _id: orderId, token: holder.token });
          continue;
        }
        if (Date.now() >= deadline) throw busy(orderId);
        // Short, growing, jittered pauses, never past the deadline.
        const pause = Math.min(
          5 * Math.min(attempt, 8) + Math.random() * 10,
          deadline - Date.now(),
        );
        await sleep(Math.max(1, pause));
      }
    } finally {
      const left = (this.waiting.get(orderId) ?? 1) - 1;
      if (left > 0) this.waiting.set(orderId, left);
      else this.waiting.delete(orderId);
    }
  }

  private async confirm(orderId: string, token: string): Promise<void> {
    const [lock, now] = await Promise.all([
      this.collection.findOne({ _id: orderId, token }),
      this.now(),
    ]);
    if (!lock || lock.expiresAt.getTime() - now.getTime() < this.timings.writeMarginMs) {
      throw lockLost(orderId);
    }
  }
}

function busy(orderId: string) {
  return new ServiceUnavailableError(`Order ${orderId} is busy, please try again`, {
    code: 'order_busy',
    headers: { 'Retry-After': '1' },
  });
}

export function lockLost(orderId: string) {
  return new ServiceUnavailableError(
    `Order ${orderId} changed hands while this change waited; please try again`,
    { code: 'order_lock_lost', headers: { 'Retry-After': '1' } },
  );
}
