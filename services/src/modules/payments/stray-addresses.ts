// Addresses the shop handed out to an order that no longer watches them: the order was deleted
// or purged unpaid, or moved to another rail. Money may still reach such an address (a
// withdrawal queued at an exchange, a QR code paid later), so the chain watcher keeps looking
// at each one (stray-sweep.ts): at every poll for PAYMENT_MONITORING_HOURS after it was left,
// then at the late sweep's pace, for as long as the shop runs.
//
// An address is recorded before its order lets go of it (a crash in between loses nothing); a
// record whose order kept the address after all (the deletion was refused) is dropped by the
// sweep once no deletion can still be under way (FORGET_AFTER_MS). `_id` is `<rail>:<address>`:
// one record per address; recorded again, its close watch starts again.
import type { PaymentRail, StrayAddressReason } from '@minesite/shared/contract';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { ignoreDuplicate } from '../../db/duplicate-key.js';
import type { OrderDocument } from '../orders/order-document.js';

export interface StrayAddressDocument {
  _id: string;
  rail: PaymentRail;
  address: string;
  /** The order the address was handed out to. */
  orderId: string;
  reason: StrayAddressReason;
  releasedAt: Date;
  /** Looked at every poll until then, at the late sweep's pace after. */
  closeUntil: Date;
  nextCheckAt: Date;
  /**
   * Set once a look past FORGET_AFTER_MS found its order without it: an address is never handed
   * out again, so the order need not be read at the looks after.
   */
  letGo?: true;
}

/**
 * How long after being recorded an address whose order still holds it is kept: far longer than
 * a deletion takes between recording the address and deleting the order (its lock's lease).
 */
export const FORGET_AFTER_MS = 10 * 60_000;

export const strayAddressesCollection = defineCollection<StrayAddressDocument>('stray_addresses', [
  { key: { nextCheckAt: 1 }, name: 'next_check' },
]);

/** An address an order let go of, and why. */
export type ReleasedAddress = Pick<StrayAddressDocument, 'rail' | 'address' | 'orderId' | 'reason'>;

export class StrayAddresses {
  private readonly collection: Collection<StrayAddressDocument>;

  constructor(
    db: Db,
    /** How long an address is looked at every poll after its order let go of it. */
    private readonly closeMs: number,
  ) {
    this.collection = getCollection(db, strayAddressesCollection);
  }

  /**
   * Watches the address `order` holds as its own from now on, as let go of for `reason` (the
   * fixed address, every order's, is not one); recorded already, its close watch starts again.
   */
  async release(order: OrderDocument, reason: StrayAddressReason, now: Date): Promise<void> {
    const payment = order.payment;
    if (!payment?.address || payment.derivationIndex === null) return;
    const { address } = payment;
    await this.watch({ rail: payment.rail ?? 'btc', address, orderId: order.orderId, reason }, now);
  }

  /**
   * Watches `released`, let go of at `releasedAt` (now, unless recorded later), with its first
   * look due now.
   */
  async watch(released: ReleasedAddress, releasedAt: Date, now = releasedAt): Promise<void> {
    const { rail, address } = released;
    const _id = `${rail}:${address}`;
    const watch = {
      orderId: released.orderId,
      reason: released.reason,
      releasedAt,
      closeUntil: new Date(releasedAt.getTime() + this.closeMs),
      nextCheckAt: now,
    };
    if (await ignoreDuplicate(this.collection.insertOne({ _id, rail, address, ...watch }))) return;
    await this.collection.updateOne({ _id }, { $set: watch });
  }

  /** The addresses due for a look, those due longest first. */
  due(now: Date, limit: number): Promise<StrayAddressDocument[]> {
    return this.collection
      .find({ nextCheckAt: { $lte: now } })
      .sort({ nextCheckAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  async schedule(id: string, nextCheckAt: Date): Promise<void> {
    await this.collection.updateOne({ _id: id }, { $set: { nextCheckAt } });
  }

  async markLetGo(id: string): Promise<void> {
    await this.collection.updateOne({ _id: id }, { $set: { letGo: true } });
  }

  /** The order kept the address after all: its own watch covers it. */
  async forget(id: string): Promise<void> {
    await this.collection.deleteOne({ _id: id });
  }
}
