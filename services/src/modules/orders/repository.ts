import type { Collection, Db, Filter } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { GroupInsert } from '../../db/group-insert.js';
import type { OrderNoticeEntry } from './order-outbox.js';
import { backfillOpenSlots } from './open-slot-migration.js';
import type { OrderDocument, OrderFields, OrderHistoryDocument } from './order-document.js';
import { backfillRequestKeys } from './request-key-migration.js';

// orderId is unique as the `_id` (order-id-migration.ts moved older orders there).
export const ordersCollection = defineCollection<OrderDocument>(
  'orders',
  [
    // A create's key is made once: of two inserts with one key, the second is refused.
    { key: { requestKey: 1 }, name: 'request_key_unique', unique: true },
    // A client's open orders hold one slot each (open-order-slots.ts).
    { key: { openSlot: 1 }, name: 'open_slot_unique', unique: true },
    { key: { createdAt: -1, _id: -1 }, name: 'newest_first' },
    // The admin list: one status at a time, newest first.
    { key: { status: 1, createdAt: -1, _id: -1 }, name: 'status_newest_first' },
    // The expiry sweep: unpaid pending orders by age.
    { key: { status: 1, transactionHash: 1, createdAt: 1 }, name: 'unpaid_by_age' },
    // The admin list's payment state filter, and the chain watcher's orders by state and age.
    { key: { 'payment.state': 1, createdAt: 1 }, name: 'payment_state_by_age' },
    // The chain watcher's next looks.
    { key: { 'payment.watched': 1, 'payment.nextCheckAt': 1 }, name: 'watch_schedule' },
  ],
  // Stored orders get their key and slot before their unique indexes are made.
  async (db) => {
    await backfillRequestKeys(db);
    await backfillOpenSlots(db);
  },
);

/** Orders a command of scheduleChecks writes at most. */
const SCHEDULE_BATCH = 100;

/**
 * Orders one reply of the sweep's read carries. The driver decodes a reply's orders in one go,
 * on the event loop, holding every request meanwhile: in the server's own replies (five for a
 * thousand orders) a sweep held it five times for 30–43 ms; in replies of a hundred, 6–18 ms
 * each once the decoder is warm. The database keeps the query's cursor between replies
 * (FerretDB v1's getMore goes on with the same sorted iterator): the orders are still read once.
 */
const SWEEP_READ_BATCH = 100;

/**
 * An insert refused because the orderId (the `_id`), its requestKey or its openSlot exists.
 * `field` names which where the server says so (MongoDB does, FerretDB v1 does not).
 */
export class DuplicateOrderIdError extends Error {
  readonly field: string | undefined;

  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    const pattern = (options.cause as { keyPattern?: Record<string, unknown> }).keyPattern;
    this.field = pattern ? Object.keys(pattern)[0] : undefined;
  }
}

/**
 * Plain reads and writes. The rules (and the per-order lock that makes check-then-write safe)
 * live in the service.
 */
export class OrdersRepository {
  private readonly collection: Collection<OrderDocument>;
  /** New orders arriving together are stored in one command (a flash crowd's orders). */
  private readonly inserts: GroupInsert<OrderDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, ordersCollection);
    this.inserts = new GroupInsert(this.collection);
  }

  /** The database the orders are stored in (the relay of new orders' notices is per database). */
  get databaseName(): string {
    return this.collection.dbName;
  }

  findByOrderId(orderId: string): Promise<OrderDocument | null> {
    return this.collection.findOne({ _id: orderId });
  }

  /**
   * The order a create's key made. Only after an insert was refused on that key: FerretDB v1
   * serves no field but `_id` from an index, so there this reads the whole collection.
   */
  findByRequestKey(requestKey: string): Promise<OrderDocument | null> {
    return this.collection.findOne({ requestKey });
  }

  listNewestFirst(): Promise<OrderDocument[]> {
    return this.collection.find().sort({ createdAt: -1, _id: -1 }).toArray();
  }

  /** Orders matching `filter`, newest first; `limit` 0 for all of them. */
  findMatching(filter: Filter<OrderDocument>, skip: number, limit = 0): Promise<OrderDocument[]> {
    return this.collection
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .toArray();
  }

  countMatching(filter: Filter<OrderDocument>): Promise<number> {
    return this.collection.countDocuments(filter);
  }

  async insert(order: OrderDocument): Promise<OrderDocument> {
    try {
      await this.inserts.insert(order);
      return order;
    } catch (error) {
      if (isDuplicateKey(error)) {
        throw new DuplicateOrderIdError(order.orderId, { cause: error });
      }
      throw error;
    }
  }

  /** Puts a lock holder's token on the order (order-locks.ts). */
  async stampLock(orderId: string, lockToken: string): Promise<void> {
    await this.collection.updateOne({ _id: orderId }, { $set: { lockToken } });
  }

  /**
   * Sets `fields` (whole fields or dotted paths such as `payment.state`) on the order matching
   * `condition` (its id and, under a lock, the holder's token; on MongoDB, the rule the change
   * needs, applied atomically), and appends `history` entries. Null when none matched.
   */
  updateWhere(
    orderId: string,
    condition: Filter<OrderDocument>,
    fields: OrderFields,
    now: Date,
    history: OrderHistoryDocument[] = [],
    outbox: OrderNoticeEntry[] = [],
  ): Promise<OrderDocument | null> {
    const push = {
      ...(history.length > 0 ? { history: { $each: history } } : {}),
      ...(outbox.length > 0 ? { outbox: { $each: outbox } } : {}),
    };
    return this.collection.findOneAndUpdate(
      { ...condition, _id: orderId },
      {
        $set: { ...fields, updatedAt: now },
        ...(Object.keys(push).length > 0 ? { $push: push } : {}),
      },
      { returnDocument: 'after' },
    );
  }

  /**
   * When the chain watcher looks at these orders next, each at its own time, SCHEDULE_BATCH a
   * command (one statement each), each on the order as the watcher read it (its `updatedAt`): a
   * change made since (a price, a new rail) set its own time, which stands. Nothing else of an
   * order is written. On FerretDB a command writes its orders in one transaction under the
   * collection's lock (ferretdb-added/update_batch.go): a smaller one keeps other writes of
   * orders from waiting long.
   */
  async scheduleChecks(
    checks: readonly { order: Pick<OrderDocument, '_id' | 'updatedAt'>; at: Date }[],
  ): Promise<void> {
    for (let from = 0; from < checks.length; from += SCHEDULE_BATCH) {
      await this.collection.bulkWrite(
        checks.slice(from, from + SCHEDULE_BATCH).map(({ order: { _id, updatedAt }, at }) => ({
          updateOne: {
            filter: { _id, updatedAt },
            update: { $set: { 'payment.nextCheckAt': at } },
          },
        })),
      );
    }
  }

  /**
   * What the chain watcher's sweep works on, `limit` in all: the orders `pastWindow` matches
   * (expired on the clock) and, when `watching`, the watched orders it has never looked at (new
   * orders go first, oldest first), then those due for a look, longest due first (the rest in
   * turns).
   * One query for whole orders (a never-set time sorts first): FerretDB v1 serves it by reading
   * every order, so a second query, or a read per order, would read the collection again.
   */
  ordersToSweep(
    now: Date,
    pastWindow: Filter<OrderDocument>,
    watching: boolean,
    limit: number,
  ): Promise<OrderDocument[]> {
    const watched: Filter<OrderDocument>[] = [
      { 'payment.watched': true, 'payment.nextCheckAt': null },
      { 'payment.watched': true, 'payment.nextCheckAt': { $lte: now } },
    ];
    return this.collection
      .find({ $or: [pastWindow, ...(watching ? watched : [])] })
      .sort({ 'payment.nextCheckAt': 1, createdAt: 1 })
      .limit(limit)
      .batchSize(SWEEP_READ_BATCH)
      .toArray();
  }

  /** Deletes the order if it matches `condition` (see updateWhere); whether it did. */
  async deleteWhere(orderId: string, condition: Filter<OrderDocument>): Promise<boolean> {
    const result = await this.collection.deleteOne({ ...condition, _id: orderId });
    return result.deletedCount === 1;
  }

  /** Ids of the orders matching `filter`, oldest first, at most `limit`. */
  async idsOldestFirst(filter: Filter<OrderDocument>, limit: number): Promise<string[]> {
    const found = await this.collection
      .find(filter, { projection: { orderId: 1 } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .toArray();
    return found.map((order) => order.orderId);
  }
}
