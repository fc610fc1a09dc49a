// A create's idempotency key (`requestId`, made by the checkout) and the order it stands for.
// The service makes order ids, so a retried create cannot name its order; it sends the same key
// instead. The first try of a key claims it with a fresh order id (an insert into the unique
// `_id`: atomic on MongoDB and FerretDB v1 alike), and every try of that key makes or finds the
// order under that one id. Keys are kept as hashes and forgotten after a day.
import { createHash } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';

export interface OrderRequestDocument {
  /** A hash of the request id. */
  _id: string;
  /** The id of the order the request makes. */
  orderId: string;
  /** The request's body, as the order keeps it (service.ts): another body is a conflict. */
  fingerprint: string;
  createdAt: Date;
}

export const orderRequestsCollection = defineCollection<OrderRequestDocument>('order_requests', [
  { key: { createdAt: 1 }, name: 'created_at' },
]);

/** How long a key is remembered: retries come within minutes; a day is ample. */
export const ORDER_REQUEST_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Tries at claiming a key whose claim went away between the insert and the read. */
const CLAIM_ATTEMPTS = 3;

export class OrderRequests {
  private readonly collection: Collection<OrderRequestDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, orderRequestsCollection);
  }

  /**
   * The claim of `requestId`: the one given (`orderId`, `fingerprint`) when the key is new,
   * else the one stored by its first try.
   */
  async claim(
    requestId: string,
    proposed: Omit<OrderRequestDocument, '_id'>,
  ): Promise<OrderRequestDocument> {
    const _id = createHash('sha256').update(requestId).digest('base64url');
    for (let attempt = 1; ; attempt++) {
      try {
        const claim = { _id, ...proposed };
        await this.collection.insertOne(claim);
        return claim;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const stored = await this.collection.findOne({ _id });
      // Swept between the insert and the read: claim it again.
      if (stored || attempt === CLAIM_ATTEMPTS) return stored ?? { _id, ...proposed };
    }
  }

  /** Forgets the keys claimed before `cutoff`; returns how many. */
  async sweep(cutoff: Date): Promise<number> {
    return (await this.collection.deleteMany({ createdAt: { $lt: cutoff } })).deletedCount;
  }
}
