// Orders carry their client's open-order slot (`openSlot`, open-order-slots.ts) under a unique
// index. Before, slots were documents of their own (`open_order_slots`, one more insert per
// create). Before that index is made, stored orders get their slot: the one a slot document
// still names them in, else their own id. Then the slot documents are dropped. Safe to repeat
// and to run on several replicas at once: only orders without a slot are written, each with
// the same value whoever writes it.
import type { Db } from 'mongodb';
import { dropIfExists } from '../../db/drop-if-exists.js';

const OLD_SLOTS = 'open_order_slots';

interface OldSlot {
  /** `<client hash>:<n>`: the order's `openSlot` from now on. */
  _id: string;
  orderId: string;
}

/** Fills in `openSlot` on the orders without one; returns how many it wrote. */
export async function backfillOpenSlots(db: Db): Promise<number> {
  const orders = db.collection<{ _id: string; openSlot?: string }>('orders');
  const unslotted = { openSlot: { $exists: false } };
  // The old copy on the payment goes: the order's own field is the slot now.
  const unset = { $unset: { 'payment.openSlot': '' as const } };
  let written = 0;
  for await (const slot of db.collection<OldSlot>(OLD_SLOTS).find({})) {
    const result = await orders.updateOne(
      { _id: slot.orderId, ...unslotted },
      { $set: { openSlot: slot._id }, ...unset },
    );
    written += result.modifiedCount;
  }
  for await (const order of orders.find(unslotted, { projection: { _id: 1 } })) {
    const result = await orders.updateOne(
      { _id: order._id, ...unslotted },
      { $set: { openSlot: order._id }, ...unset },
    );
    written += result.modifiedCount;
  }
  await dropIfExists(db, OLD_SLOTS);
  return written;
}
