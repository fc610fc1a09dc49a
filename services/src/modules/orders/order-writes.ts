// How a change of one order is written safely against a concurrent one, whoever makes it (the
// buyer, the operator, the chain watcher): planned from the order as read, then written on
// MongoDB by an update that matches only the order as read (else read and planned again), on
// FerretDB under the order's lock (its conditional writes are not atomic). The change's notices
// go into the order's outbox by the same write, and so does the order's open-order slot once
// the change leaves the open states.
import type { Filter } from 'mongodb';
import { orderBusy, orderNotFound, throwLockLost } from './order-errors.js';
import type { Lease, OrderLocks } from './order-locks.js';
import { noticesOf, withFields } from './order-notices.js';
import { noticeEntry, outboxFilled } from './order-outbox.js';
import { holdsSlot, OPEN_STATES } from './open-order-slots.js';
import type { OrdersRepository } from './repository.js';
import type { OrderDocument, OrderFields, OrderHistoryDocument } from './order-document.js';

/**
 * How the rules of a change are made safe against a concurrent one: `atomic`, a conditional
 * update or delete (MongoDB applies it atomically); `locked`, the per-order lock (FerretDB,
 * whose conditional writes are not atomic).
 */
export type WriteStrategy = 'atomic' | 'locked';

/** A change of one order, planned from the order as read. */
export interface PlannedChange {
  fields: OrderFields;
  history: OrderHistoryDocument[];
}

/** Tries of a change whose order changed between its read and its write. */
export const CHANGE_ATTEMPTS = 5;

export class OrderWrites {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly locks: OrderLocks,
    private readonly strategy: () => Promise<WriteStrategy>,
    private readonly now: () => Date,
  ) {}

  async get(orderId: string): Promise<OrderDocument> {
    const order = await this.orders.findByOrderId(orderId);
    if (!order) throw orderNotFound(orderId);
    return order;
  }

  /** Applies `plan` to the order as read (null writes nothing); the order as saved, or as read. */
  async change(
    orderId: string,
    plan: (order: OrderDocument, now: Date) => PlannedChange | null,
  ): Promise<OrderDocument> {
    const written: { before?: OrderDocument } = {};
    const saved = await this.writeChange(orderId, (order, now) => {
      const planned = plan(order, now);
      written.before = planned ? order : undefined;
      return planned && withSlotGivenBack(order, planned);
    });
    const before = written.before;
    if (before && saved !== before && (saved.outbox ?? []).length > 0) outboxFilled(saved);
    return saved;
  }

  private async writeChange(
    orderId: string,
    plan: (order: OrderDocument, now: Date) => PlannedChange | null,
  ): Promise<OrderDocument> {
    // Looked up before anything is locked: an unknown id costs one read.
    let order = await this.get(orderId);
    if (await this.atomic()) {
      for (let attempt = 1; ; attempt++) {
        const now = this.now();
        const planned = plan(order, now);
        if (!planned) return order; // nothing to write
        const asRead = { updatedAt: order.updatedAt };
        const saved = await this.write(orderId, asRead, order, planned, now);
        if (saved) return saved;
        if (attempt === CHANGE_ATTEMPTS) throw orderBusy(orderId);
        order = await this.get(orderId);
      }
    }
    return this.locked(orderId, async (lease) => {
      const current = await this.get(orderId);
      const now = this.now();
      const planned = plan(current, now);
      if (!planned) return current; // nothing to write
      await lease.confirm();
      const saved = await this.write(orderId, { lockToken: lease.token }, current, planned, now);
      return saved ?? throwLockLost(orderId);
    });
  }

  /** The planned write, with the notices it gives in the order's outbox. */
  private write(
    orderId: string,
    condition: Filter<OrderDocument>,
    before: OrderDocument,
    { fields, history }: PlannedChange,
    now: Date,
  ): Promise<OrderDocument | null> {
    const after = withFields(before, fields);
    const outbox = noticesOf(before, after).map((notice) => noticeEntry(notice, after, now));
    return this.orders.updateWhere(orderId, condition, fields, now, history, outbox);
  }

  /** Whether the database applies conditional writes atomically (MongoDB), or locks are needed. */
  async atomic(): Promise<boolean> {
    return (await this.strategy()) === 'atomic';
  }

  /** `work` under the order's lock (FerretDB). */
  locked<T>(orderId: string, work: (lease: Lease) => Promise<T>): Promise<T> {
    return this.locks.run(orderId, (token) => this.orders.stampLock(orderId, token), work);
  }

  /** Deletes locks whose lease has ended (left by a crashed process). */
  sweepLocks(): Promise<number> {
    return this.locks.sweep();
  }
}

/** `planned`, giving the order's slot back when it leaves the open states. */
function withSlotGivenBack(order: OrderDocument, planned: PlannedChange): PlannedChange {
  if (!holdsSlot(order)) return planned;
  const fields = planned.fields as Record<string, unknown>;
  const payment = fields.payment as { state?: string } | undefined;
  const state = fields['payment.state'] ?? payment?.state ?? order.payment?.state;
  if (typeof state === 'string' && OPEN_STATES.has(state)) return planned;
  return { ...planned, fields: { ...planned.fields, openSlot: order._id } };
}
