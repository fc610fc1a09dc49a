// Orders were once stored under a generated ObjectId with a unique index on `orderId`; they are
// now stored under `_id: orderId` (repository.ts). At start, older orders are moved: each is
// copied under its orderId, then the old copy is deleted. Safe to repeat and to run on several
// replicas at once: a copy that exists already is left as it is.
import { MongoServerError, type Db, type Document, type ObjectId } from 'mongodb';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { ordersCollection } from './repository.js';

const OLD_UNIQUE_INDEX = 'order_id_unique';

/** Moves orders stored under an ObjectId to `_id: orderId`; returns how many it moved. */
export async function migrateOrderIds(db: Db): Promise<number> {
  const orders = db.collection<Document>(ordersCollection.name);
  const old = await orders.find({ _id: { $type: 'objectId' } }).toArray();
  if (old.length === 0) return 0;
  // The old unique index holds the orderId the copy takes; `_id` is unique without it.
  await orders.dropIndex(OLD_UNIQUE_INDEX).catch((error: unknown) => {
    const missing =
      error instanceof MongoServerError &&
      (error.code === 27 || error.codeName === 'IndexNotFound');
    if (!missing) throw error;
  });
  for (const order of old) {
    // The order's create key and slot move with it (its own id when it had none of a create's
    // or a client's); the old copy gives them up first, as their unique indexes refuse a
    // second holder.
    const key = order.requestKey;
    const requestKey = typeof key === 'string' && key !== order.orderId ? key : order.orderId;
    const openSlot = typeof order.openSlot === 'string' ? order.openSlot : order.orderId;
    const hex = (order._id as ObjectId).toHexString();
    await orders.updateOne({ _id: order._id }, { $set: { requestKey: hex, openSlot: hex } });
    await orders
      .insertOne({ ...order, _id: order.orderId, requestKey, openSlot })
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    await orders.deleteOne({ _id: order._id });
  }
  return old.length;
}
