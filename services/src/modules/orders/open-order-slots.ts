// At most OPEN_ORDERS_PER_CLIENT orders awaiting payment per client (IPv6 by /64), so that one
// client cannot hold thousands of orders watched, each burning an address index past the gap
// wallets scan. Each such order holds one of its client's slots: its `openSlot` is
// `<client hash>:<n>` for n below the limit, under a unique index, so the order's own insert
// takes the slot (no write of its own, atomic on FerretDB v1 and MongoDB alike). An order
// holding none carries its own id there (FerretDB v1 has no sparse or partial index: every
// order needs a value of its own). The write that moves an order out of the open states gives
// its slot back (service.ts); deleting it frees it; a slot whose order's window ended is taken
// over by a create that finds every other slot held.
import { createHash, randomInt } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { getCollection } from '../../db/collections.js';
import { TooManyRequestsError } from '../../http/errors.js';
import { ordersCollection } from './repository.js';
import type { OrderDocument } from './order-document.js';

/** Payment states in which an order holds its client's open-order slot. */
export const OPEN_STATES: ReadonlySet<string> = new Set([
  'awaiting_price',
  'awaiting_payment',
  'seen',
]);

/** Whether `order` holds a slot (an order holding none carries its own id). */
export const holdsSlot = (order: Pick<OrderDocument, '_id' | 'openSlot'>): boolean =>
  Boolean(order.openSlot) && order.openSlot !== order._id;

export interface SlotRules {
  client: string;
  limit: number;
  now: Date;
  /** A payment window's length: an order awaiting a price holds its slot this long from its creation. */
  windowMs: number;
}

/**
 * The slots a create tries, one after the other: from a random one (so that one insert finds a
 * free slot while most are free, e.g. a client behind a NAT holding many), each once; then
 * those whose order's window ended, taken over; then 429 with the wait until one frees.
 */
export class SlotProbe {
  private readonly prefix: string;
  private readonly start: number;
  /** How many of the slots from `start` were found held (the current one is the next). */
  private tried = 0;
  /** Slots freed by taking them over, tried once every slot in turn was held. */
  private freed: string[] | null = null;

  constructor(
    private readonly orders: Collection<OrderDocument>,
    private readonly rules: SlotRules,
  ) {
    this.prefix = createHash('sha256').update(rules.client).digest('base64url').slice(0, 22);
    this.start = randomInt(rules.limit);
  }

  /** The slot to insert the order under now (made when asked: a create mostly needs one). */
  get current(): string {
    return this.freed ? this.freed[0]! : this.slot(this.tried);
  }

  /** The current slot was held: moves to the next one, or refuses once none is left. */
  async next(): Promise<void> {
    if (!this.freed) {
      this.tried++;
      if (this.tried < this.rules.limit) return;
      this.freed = await this.takeOverEnded();
    } else {
      this.freed.shift();
    }
    if (this.freed.length > 0) return;
    throw await this.refusal();
  }

  private slot(offset: number): string {
    return `${this.prefix}:${(this.start + offset) % this.rules.limit}`;
  }

  /** Frees the client's slots held by orders no longer open or whose window ended. */
  private async takeOverEnded(): Promise<string[]> {
    const freed: string[] = [];
    for (const holder of await this.holders()) {
      if (this.endsAt(holder) > this.rules.now.getTime()) continue;
      const { modifiedCount } = await this.orders.updateOne(
        { _id: holder._id, openSlot: holder.openSlot },
        { $set: { openSlot: holder._id } },
      );
      if (modifiedCount > 0 && holder.openSlot) freed.push(holder.openSlot);
    }
    return freed;
  }

  private async refusal(): Promise<TooManyRequestsError> {
    const ends = (await this.holders()).map((holder) => this.endsAt(holder));
    const soonest = Math.min(...ends);
    const now = this.rules.now.getTime();
    const waitSeconds = Number.isFinite(soonest) ? Math.ceil((soonest - now) / 1000) : 60;
    return new TooManyRequestsError(
      `This address already has ${this.rules.limit} orders awaiting payment: pay or give one up first`,
      {
        code: 'too_many_open_orders',
        headers: { 'Retry-After': String(Math.max(1, waitSeconds)) },
      },
    );
  }

  /** The client's slot holders: on FerretDB v1 a read of the whole collection (rare: all held). */
  private holders() {
    return this.orders
      .find(
        { openSlot: { $in: Array.from({ length: this.rules.limit }, (_, i) => this.slot(i)) } },
        {
          projection: {
            _id: 1,
            openSlot: 1,
            createdAt: 1,
            'payment.state': 1,
            'payment.expiresAt': 1,
          },
        },
      )
      .toArray();
  }

  /** When `holder` stops holding its slot on its own (ms): its window's end; now if not open. */
  private endsAt(holder: Pick<OrderDocument, 'createdAt' | 'payment'>): number {
    const { payment } = holder;
    if (!payment || !OPEN_STATES.has(payment.state)) return 0;
    if (payment.expiresAt) return payment.expiresAt.getTime();
    return holder.createdAt.getTime() + this.rules.windowMs;
  }
}

export class OpenOrderSlots {
  private readonly orders: Collection<OrderDocument>;

  constructor(db: Db) {
    this.orders = getCollection(db, ordersCollection);
  }

  probe(rules: SlotRules): SlotProbe {
    return new SlotProbe(this.orders, rules);
  }
}
