// A new order's notice (`order.created`) without a second write to the order. Its entry is made
// from the order as stored, with an id fixed by the order (so a repeat is one record for the
// subscribers, which key by it), and the process that stored the order hands it over at once
// (order-outbox.ts). What a crash leaves unsaid is found by the process's mark: every few
// seconds each process writes how far back its new orders are all handed over; a mark that
// stops beating belongs to a process gone, and another hands over again every order made since
// it. One small write per process every few seconds instead of a rewrite of every new order
// (on FerretDB v1 that rewrite was half the database's work of an order).
import { randomBytes } from 'node:crypto';
import type { Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import type { OrderDocument } from './order-document.js';

/** How often a process writes its mark. */
export const MARK_BEAT_MS = 10_000;
/** A mark this long without a beat is a process gone: its new orders are handed over again. */
export const MARK_GONE_MS = 6 * MARK_BEAT_MS;

export interface RelayMarkDocument {
  /** The process's own random id. */
  _id: string;
  /** Every order this process made before this time has had its notice handed over. */
  through: Date;
  beatAt: Date;
}

export const relayMarksCollection = defineCollection<RelayMarkDocument>('order_relay_marks', []);

/**
 * The new orders of this process not yet handed over, from before their insert (a crash right
 * after it must find them behind the mark) to the hand-over. A stored one waits here for the
 * relay of its database (the orders module's, or a test's made later).
 */
class NewOrdersInFlight {
  private readonly orders = new Map<
    string,
    { at: number; database: string; stored: OrderDocument | null }
  >();
  /** Settles once this process's mark is written: a new order waits for it (null: no relay). */
  markWritten: Promise<void> | null = null;

  begin(order: Pick<OrderDocument, '_id' | 'createdAt'>, database: string): void {
    this.orders.set(order._id, { at: order.createdAt.getTime(), database, stored: null });
  }

  /** `order` is stored: its notice is to be handed over. */
  stored(order: OrderDocument): void {
    const known = this.orders.get(order._id);
    if (known) known.stored = order;
  }

  /** Handed over, or never stored. */
  end(orderId: string): void {
    this.orders.delete(orderId);
  }

  /** The stored orders of `database` whose notice waits. */
  waiting(database: string): OrderDocument[] {
    return [...this.orders.values()].flatMap((known) =>
      known.database === database && known.stored ? [known.stored] : [],
    );
  }

  /** Whether every new order of this process is handed over. */
  get idle(): boolean {
    return this.orders.size === 0;
  }

  /** How far back every new order of this process is handed over, at `now`. */
  through(now: Date): Date {
    let oldest = now.getTime();
    for (const { at } of this.orders.values()) oldest = Math.min(oldest, at);
    return new Date(oldest);
  }
}

export const newOrdersInFlight = new NewOrdersInFlight();

/** This process's mark, and the marks of processes gone. */
export class RelayMarks {
  readonly id = randomBytes(8).toString('hex');
  private readonly marks;

  constructor(db: Db) {
    this.marks = getCollection(db, relayMarksCollection);
  }

  /** Writes this process's mark at `now`. */
  async beat(now: Date): Promise<void> {
    await this.marks.updateOne(
      { _id: this.id },
      { $set: { through: newOrdersInFlight.through(now), beatAt: now } },
      { upsert: true },
    );
  }

  /** The other processes' marks that stopped beating by `now`. */
  gone(now: Date): Promise<RelayMarkDocument[]> {
    const before = new Date(now.getTime() - MARK_GONE_MS);
    return this.marks.find({ _id: { $ne: this.id }, beatAt: { $lt: before } }).toArray();
  }

  /** Forgets a gone mark whose orders were handed over (unless it beat meanwhile). */
  async settled(mark: RelayMarkDocument): Promise<void> {
    await this.marks.deleteOne({ _id: mark._id, beatAt: mark.beatAt });
  }

  /** Forgets this process's mark on a clean stop with nothing left to hand over. */
  async remove(): Promise<void> {
    await this.marks.deleteOne({ _id: this.id });
  }
}
