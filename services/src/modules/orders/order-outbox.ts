// The order's outbox: what the outside must hear of a change (the buyer's and operator's
// e-mails, webhooks) is written into the order document by the same write as the change, so a
// change and its notices are one atomic write on FerretDB v1 and MongoDB alike (no
// multi-document transaction needed). The relay then hands each entry to every subscriber and
// pulls it off the order. A crash between a subscriber and the pull repeats the entry, so a
// subscriber is idempotent per entry id (it keys what it stores by `entry.id`). A new order's
// notice needs no entry and no pull: created-notices.ts.
import { createHash, randomBytes } from 'node:crypto';
import type {
  OrderNotice,
  OrderStatus,
  PaymentFlag,
  PaymentRail,
  PaymentState,
} from '@minesite/shared/contract';
import type { Collection, Db } from 'mongodb';
import type { Logger } from 'pino';
import { getCollection } from '../../db/collections.js';
import { newOrdersInFlight, type RelayMarks } from './created-notices.js';
import { ordersCollection } from './repository.js';
import type { OrderDocument } from './order-document.js';

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
  /** The rail the amounts count in (absent in entries written before rails: `btc`). */
  rail?: PaymentRail;
  /** In whole units of the rail (satoshis, millionths of a USDT). */
  dueSats: number;
  receivedSats: number;
}

/** One notice with its order, as a subscriber is handed it. */
export interface NoticeDelivery {
  entry: OrderNoticeEntry;
  order: OrderDocument;
}

/** A part of the service told of every notice (the mails, the webhooks). */
export interface OrderNoticeSubscriber {
  name: string;
  /**
   * Takes a round's notices at once (one write for them all); idempotent per `entry.id`. A throw
   * leaves them for the relay to hand over one by one.
   */
  deliver(batch: readonly NoticeDelivery[]): Promise<void>;
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
    rail: order.payment?.rail ?? 'btc',
    dueSats: order.payment?.dueSats ?? Math.round(order.totalAmount * 1e8),
    receivedSats: order.payment?.receivedSats ?? 0,
  };
}

/** The `order.created` entry of `order`: the same on every hand-over (its id is the order's). */
export function createdEntry(order: OrderDocument): OrderNoticeEntry {
  const id = createHash('sha256').update(`${order._id}:order.created`).digest('hex').slice(0, 24);
  return { ...noticeEntry('order.created', order, order.createdAt), id };
}

/** Orders relayed per round. */
const RELAY_BATCH = 100;

/** Listeners told of each write in this process that gave notices (the relay runs then). */
const filledListeners = new Set<(order: OrderDocument, created: boolean) => void>();

export function onOutboxFilled(
  listener: (order: OrderDocument, created: boolean) => void,
): () => void {
  filledListeners.add(listener);
  return () => filledListeners.delete(listener);
}

/** `order` was written with entries in its outbox (the document as written). */
export function outboxFilled(order: OrderDocument): void {
  for (const listener of filledListeners) listener(order, false);
}

/** `order` was stored new (begun with `newOrdersInFlight.begin`): its notice is handed over. */
export function orderStored(order: OrderDocument): void {
  newOrdersInFlight.stored(order);
  for (const listener of filledListeners) listener(order, true);
}

/**
 * Hands the outboxes' entries to the subscribers and pulls them off their orders: a round's
 * notices in one call per subscriber and one pull for them all. The orders this process wrote
 * are relayed from the documents it wrote (`relay`, no read); its new orders' notices likewise,
 * with no pull (`relayCreated`). `drain` looks for every order with entries waiting and for the
 * new orders of a process gone (on a timer: another replica's, or a crash's), a read of every
 * order on FerretDB v1.
 */
export class OrderOutboxRelay {
  private readonly orders: Collection<OrderDocument>;
  /** Orders this process wrote with entries, by id: the next round's, without a read. */
  private readonly written = new Map<string, OrderDocument>();
  /** This process's new orders whose hand-over failed: tried again by the next drain. */
  private readonly createdFailed = new Set<string>();
  private scanWanted = false;
  /** The rounds under way: what arrives meanwhile is taken by one of them. */
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly subscribers: readonly OrderNoticeSubscriber[],
    private readonly logger: Pick<Logger, 'warn'>,
    /** Where the new orders' hand-over is marked; absent: no crash is looked after. */
    private readonly marks?: RelayMarks,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.orders = getCollection(db, ordersCollection);
  }

  /** Relays the entries of `order`, as this process wrote it, soon. */
  relay(order: OrderDocument): Promise<number> {
    this.written.set(order._id, order);
    return this.run();
  }

  /** Hands over the notices of this process's new orders (`orderStored`) soon. */
  relayCreated(): Promise<number> {
    return this.run();
  }

  /** Relays what waits in every order now, and the new orders of processes gone. */
  async drain(): Promise<number> {
    this.createdFailed.clear();
    const recovered = await this.recoverGone();
    this.scanWanted = true;
    return recovered + (await this.run());
  }

  /** Hands over again every order made since the mark of each process gone, then forgets it. */
  private async recoverGone(): Promise<number> {
    if (!this.marks) return 0;
    let relayed = 0;
    for (const mark of await this.marks.gone(this.now())) {
      let failed = 0;
      const since = this.orders.find({ createdAt: { $gte: mark.through } }).batchSize(RELAY_BATCH);
      for await (const orders of batchesOf(since, RELAY_BATCH)) {
        const done = await this.roundCreated(orders);
        relayed += done.size;
        failed += orders.length - done.size;
      }
      // One not handed over keeps the mark for the next drain.
      if (failed === 0) await this.marks.settled(mark);
    }
    return relayed;
  }

  /** This process's stored new orders whose notice waits (not failed since the last drain). */
  private createdWaiting(): OrderDocument[] {
    const waiting = newOrdersInFlight.waiting(this.db.databaseName);
    return waiting.filter((order) => !this.createdFailed.has(order._id));
  }

  /**
   * The rounds under way, or new ones. A failure is logged here, once (every caller of the run
   * shares it); what it left waits for the next write's run or the look for notices left behind.
   */
  private run(): Promise<number> {
    if (this.running) return this.running;
    const running = this.rounds().finally(() => {
      this.running = null;
      // Arrived as the last round ended: another run takes it.
      const more = this.written.size > 0 || this.scanWanted || this.createdWaiting().length > 0;
      if (more) void this.run().catch(() => undefined);
    });
    running.catch((error: unknown) => {
      this.logger.warn({ err: error }, 'order notices not relayed; retried next round');
    });
    this.running = running;
    return running;
  }

  private async rounds(): Promise<number> {
    let relayed = 0;
    for (;;) {
      const created = this.createdWaiting().slice(0, RELAY_BATCH);
      if (created.length > 0) {
        const done = await this.roundCreated(created);
        for (const order of created) {
          if (done.has(order._id)) newOrdersInFlight.end(order._id);
          else this.createdFailed.add(order._id);
        }
        relayed += done.size;
      } else if (this.written.size > 0) {
        const orders = [...this.written.values()].slice(0, RELAY_BATCH);
        for (const order of orders) this.written.delete(order._id);
        relayed += await this.round(orders);
      } else if (this.scanWanted) {
        this.scanWanted = false;
        const waiting = await this.orders
          .find({ 'outbox.0': { $exists: true } })
          .limit(RELAY_BATCH)
          .toArray();
        relayed += await this.round(waiting);
        // A full batch: more may wait.
        if (waiting.length === RELAY_BATCH) this.scanWanted = true;
      } else {
        return relayed;
      }
    }
  }

  private async round(orders: readonly OrderDocument[]): Promise<number> {
    const batch = orders.flatMap((order) =>
      (order.outbox ?? []).map((entry) => ({ entry, order })),
    );
    if (batch.length === 0) return 0;
    const done = (await this.deliverAll(batch)) ?? (await this.oneByOne(orders));
    if (done.length === 0) return 0;
    const relayedOf = new Map<string, OrderNoticeEntry[]>();
    const relayed = new Set(done);
    for (const { entry, order } of batch) {
      if (!relayed.has(entry.id)) continue;
      const entries = relayedOf.get(order._id) ?? [];
      relayedOf.set(order._id, [...entries, entry]);
    }
    // One command, each order by its `_id` (FerretDB v1 finds only `_id` equality by an index:
    // an `$in` of ids read every order). By value: FerretDB v1 ignores a `$pull` by condition.
    await this.orders.bulkWrite(
      [...relayedOf].map(([_id, entries]) => ({
        updateOne: { filter: { _id }, update: { $pullAll: { outbox: entries } } },
      })),
      { ordered: false },
    );
    return done.length;
  }

  /**
   * Hands over the `order.created` notices of new orders (their entries made here, nothing to
   * pull); the ids of the orders whose notice every subscriber took.
   */
  private async roundCreated(orders: readonly OrderDocument[]): Promise<Set<string>> {
    const batch = orders.map((order) => ({ entry: createdEntry(order), order }));
    const done = new Set(
      (await this.deliverAll(batch)) ??
        (await this.oneByOne(batch.map(({ entry, order }) => ({ ...order, outbox: [entry] })))),
    );
    return new Set(batch.flatMap(({ entry, order }) => (done.has(entry.id) ? [order._id] : [])));
  }

  /** Every entry's id when every subscriber took the whole batch; null when one threw. */
  private async deliverAll(batch: readonly NoticeDelivery[]): Promise<string[] | null> {
    for (const subscriber of this.subscribers) {
      try {
        await subscriber.deliver(batch);
      } catch {
        return null;
      }
    }
    return batch.map(({ entry }) => entry.id);
  }

  /** Each order's entries in turn; one that fails holds the order's later ones. */
  private async oneByOne(orders: readonly OrderDocument[]): Promise<string[]> {
    const done: string[] = [];
    for (const order of orders) {
      for (const entry of order.outbox ?? []) {
        if (!(await this.deliverToAll({ entry, order }))) break;
        done.push(entry.id);
      }
    }
    return done;
  }

  private async deliverToAll(delivery: NoticeDelivery): Promise<boolean> {
    for (const subscriber of this.subscribers) {
      try {
        await subscriber.deliver([delivery]);
      } catch (error) {
        this.logger.warn(
          { err: error, subscriber: subscriber.name, notice: delivery.entry.notice },
          'order notice not relayed; retried next round',
        );
        return false;
      }
    }
    return true;
  }
}

/** The documents of `cursor`, `size` at a time. */
async function* batchesOf<T>(cursor: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  const batch: T[] = [];
  for await (const document of cursor) {
    batch.push(document);
    if (batch.length === size) yield batch.splice(0);
  }
  if (batch.length > 0) yield batch;
}
