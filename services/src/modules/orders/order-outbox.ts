// The order's outbox: what the outside must hear of a change (the buyer's and operator's
// e-mails, webhooks) is written into the order document by the same write as the change, so a
// change and its notices are one atomic write on FerretDB v1 and MongoDB alike (no
// multi-document transaction needed). The relay then hands each entry to every subscriber and
// pulls it off the order. A crash between a subscriber and the pull repeats the entry, so a
// subscriber is idempotent per entry id (it keys what it stores by `entry.id`).
import { randomBytes } from 'node:crypto';
import type {
  OrderNotice,
  OrderStatus,
  PaymentFlag,
  PaymentState,
} from '@minesite/shared/contract';
import type { Collection, Db } from 'mongodb';
import type { Logger } from 'pino';
import { getCollection } from '../../db/collections.js';
import { ordersCollection, type OrderDocument } from './repository.js';

/** One notice waiting in an order's outbox. */
export interface OrderNoticeEntry {
  /** Random and unique: what a subscriber keys its own records by (at most once each). */
  id: string;
  notice: OrderNotice;
  at: Date;
  /** The order as this change left it (it may have changed again when the entry is relayed). */
  state: PaymentState;
  flag: PaymentFlag | null;
  status: OrderStatus;
  dueSats: number;
  receivedSats: number;
}

/** A part of the service told of every notice (the mails, the webhooks). */
export interface OrderNoticeSubscriber {
  name: string;
  /** Idempotent per `entry.id`; a throw leaves the entry for the next round. */
  deliver(entry: OrderNoticeEntry, order: OrderDocument): Promise<void>;
}

export function noticeEntry(
  notice: OrderNotice,
  order: Pick<OrderDocument, 'status' | 'payment' | 'totalAmount'>,
  at: Date,
): OrderNoticeEntry {
  return {
    id: randomBytes(12).toString('hex'),
    notice,
    at,
    state: order.payment?.state ?? 'awaiting_payment',
    flag: order.payment?.flag ?? null,
    status: order.status,
    dueSats: order.payment?.dueSats ?? Math.round(order.totalAmount * 1e8),
    receivedSats: order.payment?.receivedSats ?? 0,
  };
}

/** Orders relayed per round. */
const RELAY_BATCH = 100;

/** Listeners told of each write that filled an outbox in this process (the relay runs then). */
const filledListeners = new Set<() => void>();

export function onOutboxFilled(listener: () => void): () => void {
  filledListeners.add(listener);
  return () => filledListeners.delete(listener);
}

export function outboxFilled(): void {
  for (const listener of filledListeners) listener();
}

export class OrderOutboxRelay {
  private readonly orders: Collection<OrderDocument>;
  /** The round under way, so that nudges during it make one more round, not many. */
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    db: Db,
    private readonly subscribers: readonly OrderNoticeSubscriber[],
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    this.orders = getCollection(db, ordersCollection);
  }

  /** Relays what waits now; a call during a round makes one more round after it. */
  drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async rounds(): Promise<number> {
    let relayed = 0;
    do {
      this.again = false;
      relayed += await this.round();
    } while (this.again);
    return relayed;
  }

  private async round(): Promise<number> {
    const waiting = await this.orders
      .find({ 'outbox.0': { $exists: true } })
      .limit(RELAY_BATCH)
      .toArray();
    let relayed = 0;
    for (const order of waiting) {
      const done: string[] = [];
      for (const entry of order.outbox ?? []) {
        if (!(await this.deliverToAll(entry, order))) break; // in order: the rest waits too
        done.push(entry.id);
      }
      if (done.length === 0) continue;
      await this.orders.updateOne({ _id: order._id }, { $pull: { outbox: { id: { $in: done } } } });
      relayed += done.length;
    }
    return relayed;
  }

  private async deliverToAll(entry: OrderNoticeEntry, order: OrderDocument): Promise<boolean> {
    for (const subscriber of this.subscribers) {
      try {
        await subscriber.deliver(entry, order);
      } catch (error) {
        this.logger.warn(
          { err: error, subscriber: subscriber.name, notice: entry.notice },
          'order notice not relayed; retried next round',
        );
        return false;
      }
    }
    return true;
  }
}
