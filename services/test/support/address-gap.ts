// What the wallet gap figures are counted from, written as the service stores it: the indexes
// an account handed out, and orders whose address received a transaction.
import type { Db } from 'mongodb';
import { testOrderId } from './orders.js';

/** Indexes of the account `namespace` handed out to orders, as the address handout stores them. */
export const handOut = (
  db: Db,
  namespace: string,
  indexes: number[],
  addressAt: (index: number) => string,
) =>
  db.collection('payment_addresses').insertMany(
    indexes.map((index) => ({
      _id: `${namespace}:${index}` as never,
      account: namespace,
      index,
      address: addressAt(index),
      createdAt: new Date(),
    })),
  );

/** An order at receive index `index` whose `address` received a transaction. */
export const paidTo = (db: Db, index: number, address: string) => {
  const orderId = testOrderId();
  return db.collection('orders').insertOne({
    _id: orderId as never,
    orderId,
    // Unique per order, as the service stores them (unique indexes).
    requestKey: orderId,
    openSlot: orderId,
    status: 'pending',
    payment: {
      state: 'paid',
      address,
      derivationIndex: index,
      transactions: [
        { txid: 'a'.repeat(64), amountSats: 1000, confirmations: 1, seenAt: new Date() },
      ],
    },
    createdAt: new Date(),
  });
};
