// Orders carry their create's idempotency key (`requestKey`, repository.ts) under a unique
// index. Before, keys were claimed in a collection of their own (`order_requests`, one more
// insert per create). Before that index is made, stored orders get their key: the one a claim
// of the last day names (so a retry in flight across the deploy still finds its order), else
// their own id (FerretDB v1 has no sparse or partial index: every order needs a value of its
// own). Then the claims are dropped. Safe to repeat and to run on several replicas at once:
// only orders without a key are written, each with the same value whoever writes it.
import type { Db } from 'mongodb';
import { dropIfExists } from '../../db/drop-if-exists.js';

const OLD_CLAIMS = 'order_requests';

interface OldClaim {
  /** The hash of the request id: the order's `requestKey` from now on. */
  _id: string;
  orderId: string;
}

/** Fills in `requestKey` on the orders without one; returns how many it wrote. */
export async function backfillRequestKeys(db: Db): Promise<number> {
  const orders = db.collection<{ _id: string; requestKey?: string }>('orders');
  const unkeyed = { requestKey: { $exists: false } };
  let written = 0;
  const claims = db.collection<OldClaim>(OLD_CLAIMS).find({}, { projection: { orderId: 1 } });
  for await (const claim of claims) {
    const result = await orders.updateOne(
      { _id: claim.orderId, ...unkeyed },
      { $set: { requestKey: claim._id } },
    );
    written += result.modifiedCount;
  }
  const rest = orders.find(unkeyed, { projection: { _id: 1 } });
  for await (const order of rest) {
    const result = await orders.updateOne(
      { _id: order._id, ...unkeyed },
      { $set: { requestKey: order._id } },
    );
    written += result.modifiedCount;
  }
  await dropIfExists(db, OLD_CLAIMS);
  return written;
}
