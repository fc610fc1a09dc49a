// At most OPEN_ORDERS_PER_CLIENT orders awaiting payment per client (IPv6 by /64): each such
// order holds one of its client's slots, `<client hash>:<n>` for n below the limit, taken by an
// insert into that unique `_id` (atomic on FerretDB v1 and MongoDB alike, which have no shared
// atomic counter between them). A slot frees itself when its order's window ends (it is then
// taken over) and is given back when the order is paid, closed or deleted. So one client cannot
// hold thousands of orders watched, each burning an address index, past the gap wallets scan.
import { createHash, randomInt } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { TooManyRequestsError } from '../../http/errors.js';

interface SlotDocument {
  _id: string;
  orderId: string;
  /** When the order stops awaiting payment on its own (its window's end). */
  expiresAt: Date;
}

export const openOrderSlotsCollection = defineCollection<SlotDocument>('open_order_slots', [
  { key: { expiresAt: 1 }, name: 'expires_at' },
]);

export class OpenOrderSlots {
  private readonly slots: Collection<SlotDocument>;

  constructor(db: Db) {
    this.slots = getCollection(db, openOrderSlotsCollection);
  }

  /** A free slot of `client` for `orderId` (its id), or 429 with the wait until one frees. */
  async take(
    client: string,
    orderId: string,
    expiresAt: Date,
    now: Date,
    limit: number,
  ): Promise<string> {
    const prefix = createHash('sha256').update(client).digest('base64url').slice(0, 22);
    let soonest = Infinity;
    // Probing from a random slot: one insert finds a free slot while most are free (a client
    // behind a NAT holding many), and every slot is still tried before a refusal.
    const start = randomInt(limit);
    for (let i = 0; i < limit; i++) {
      const _id = `${prefix}:${(start + i) % limit}`;
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          await this.slots.insertOne({ _id, orderId, expiresAt });
          return _id;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
        const held = await this.slots.findOne({ _id });
        if (!held) continue; // given back meanwhile: take it
        if (held.expiresAt > now) {
          soonest = Math.min(soonest, held.expiresAt.getTime());
          break;
        }
        // Its order's window is over: the slot is free again.
        await this.slots.deleteOne({ _id, orderId: held.orderId });
      }
    }
    const waitSeconds = Number.isFinite(soonest) ? Math.ceil((soonest - now.getTime()) / 1000) : 60;
    throw new TooManyRequestsError(
      `This address already has ${limit} orders awaiting payment: pay or give one up first`,
      {
        code: 'too_many_open_orders',
        headers: { 'Retry-After': String(Math.max(1, waitSeconds)) },
      },
    );
  }

  /** Gives `slot` back, if `orderId` still holds it. */
  async release(slot: string, orderId: string): Promise<void> {
    await this.slots.deleteOne({ _id: slot, orderId });
  }

  /** Forgets slots whose window ended before `cutoff`. */
  async sweep(cutoff: Date): Promise<number> {
    return (await this.slots.deleteMany({ expiresAt: { $lt: cutoff } })).deletedCount;
  }
}
