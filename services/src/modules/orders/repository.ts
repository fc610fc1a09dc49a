import type { Collection, Db, Filter } from 'mongodb';
import { MongoServerError } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import type { Order, OrderStatus, ProductInfo } from '@minesite/shared/contract';

export interface OrderDocument {
  /**
   * The orderId: lookups by id then use the `_id` index on FerretDB v1 too, which serves no
   * other field from an index (a lookup by `orderId` read the whole collection).
   */
  _id: string;
  orderId: string;
  productInfo: ProductInfo;
  deliveryAddress: string;
  selectedPool: Order['selectedPool'];
  paymentMethod: Order['paymentMethod'];
  /** The order time the browser stated (ISO); the service's own clock is createdAt. */
  orderTime: string;
  status: OrderStatus;
  totalAmount: number;
  unitPrice: number;
  quantity: number;
  sellerAddress: string;
  qrcode: string;
  /** '' until the visitor submits the payment. */
  transactionHash: string;
  buyerEmail: string;
  paymentTime: Date | null;
  /** Hash of the create request, to tell a retry from a different order with the same id. */
  createFingerprint: string;
  /**
   * The token of the change holding the order's lock (FerretDB only, order-locks.ts): a write
   * under the lock names it in its filter, so the holder of an expired lease writes nothing.
   */
  lockToken?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PaymentFields = Pick<OrderDocument, 'transactionHash' | 'buyerEmail' | 'paymentTime'>;

/** The fields the operator edits through the admin form. */
export type OperatorFields = Pick<
  OrderDocument,
  'status' | 'totalAmount' | 'unitPrice' | 'quantity' | 'sellerAddress' | 'qrcode'
>;

// orderId is unique as the `_id` (order-id-migration.ts moved older orders there).
export const ordersCollection = defineCollection<OrderDocument>('orders', [
  { key: { createdAt: -1, _id: -1 }, name: 'newest_first' },
  // The admin list: one status at a time, newest first.
  { key: { status: 1, createdAt: -1, _id: -1 }, name: 'status_newest_first' },
  // The expiry sweep: unpaid pending orders by age.
  { key: { status: 1, transactionHash: 1, createdAt: 1 }, name: 'unpaid_by_age' },
]);

/** An insert refused because the orderId (the `_id`) exists. */
export class DuplicateOrderIdError extends Error {}

/**
 * Plain reads and writes. The rules (and the per-order lock that makes check-then-write safe)
 * live in the service.
 */
export class OrdersRepository {
  private readonly collection: Collection<OrderDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, ordersCollection);
  }

  findByOrderId(orderId: string): Promise<OrderDocument | null> {
    return this.collection.findOne({ _id: orderId });
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
      await this.collection.insertOne(order);
      return order;
    } catch (error) {
      if (error instanceof MongoServerError && error.code === 11000) {
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
   * Sets `fields` on the order matching `condition` (its id and, under a lock, the holder's
   * token; on MongoDB, the rule the change needs, applied atomically). Null when none matched.
   */
  updateWhere(
    orderId: string,
    condition: Filter<OrderDocument>,
    fields: Partial<PaymentFields & OperatorFields>,
    now: Date,
  ): Promise<OrderDocument | null> {
    return this.collection.findOneAndUpdate(
      { ...condition, _id: orderId },
      { $set: { ...fields, updatedAt: now } },
      { returnDocument: 'after' },
    );
  }

  /** Deletes the order if it matches `condition` (see updateWhere); whether it did. */
  async deleteWhere(orderId: string, condition: Filter<OrderDocument>): Promise<boolean> {
    const result = await this.collection.deleteOne({ ...condition, _id: orderId });
    return result.deletedCount === 1;
  }

  /** Ids of pending orders without a payment created before `cutoff`, oldest first. */
  async unpaidPendingCreatedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const found = await this.collection
      .find(
        { status: 'pending', transactionHash: '', createdAt: { $lt: cutoff } },
        { projection: { orderId: 1 } },
      )
      .sort({ createdAt: 1 })
      .limit(limit)
      .toArray();
    return found.map((order) => order.orderId);
  }
}
