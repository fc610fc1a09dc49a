// One replica at a time runs a sweep (the chain watcher): the sweep takes a lease by inserting
// `{ _id: <sweep name>, token, expiresAt }` (an insert into a unique key is atomic on MongoDB
// and FerretDB v1 alike, as order-locks.ts does per order), on the database's clock so that
// every replica measures the same time. A lease whose time is over is taken over; a finished
// sweep lets its lease go, so that the next one (on any replica) starts on time.
//
// The lease keeps replicas from asking the chain API twice as often as configured; it is not
// what keeps an order from being processed twice: every write of the sweep is safe on its own
// (the per-order lock, or a conditional write).
import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { databaseServer } from '../../db/database-server.js';

interface SweepLeaseDocument {
  _id: string;
  token: string;
  /** The end of the lease, on the database's clock. */
  expiresAt: Date;
}

export const sweepLeasesCollection = defineCollection<SweepLeaseDocument>('sweep_leases');

export interface HeldLease {
  /** Milliseconds of the lease left, by this process's clock (a little less than the database's). */
  remainingMs(): number;
  release(): Promise<void>;
}

export class SweepLeases {
  private readonly collection: Collection<SweepLeaseDocument>;

  constructor(
    db: Db,
    private readonly now: () => Promise<Date> = () => databaseServer(db).now(),
  ) {
    this.collection = getCollection(db, sweepLeasesCollection);
  }

  /** The lease on `name` for `ttlMs`, or null while another holder's lease lasts. */
  async tryAcquire(name: string, ttlMs: number): Promise<HeldLease | null> {
    const token = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const startedAt = performance.now();
      const now = await this.now();
      try {
        await this.collection.insertOne({
          _id: name,
          token,
          expiresAt: new Date(now.getTime() + ttlMs),
        });
        const endsAt = startedAt + ttlMs;
        return {
          remainingMs: () => endsAt - performance.now(),
          release: async () => {
            await this.collection.deleteOne({ _id: name, token });
          },
        };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const holder = await this.collection.findOne({ _id: name });
      if (holder && holder.expiresAt > now) return null;
      // Over (its holder crashed, or is stuck past its time): take it away, then try again.
      if (holder) await this.collection.deleteOne({ _id: name, token: holder.token });
    }
    return null;
  }
}
