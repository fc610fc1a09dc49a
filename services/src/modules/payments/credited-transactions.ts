// A transaction is credited to at most one order. The key is the transaction and the address it
// pays (`<txid>:<address>`), unique as the `_id`, so an insert decides atomically on FerretDB v1
// and MongoDB alike: one transaction paying two orders' own addresses credits both (a batch
// payment from an exchange), while on the shop's fixed address (shared by every order) it
// credits the first order that names it, and every other claim or confirmation naming it is
// refused.
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { ConflictError } from '../../http/errors.js';

interface CreditDocument {
  /** `<txid>:<address>`. */
  _id: string;
  txid: string;
  orderId: string;
  at: Date;
}

export const creditedTransactionsCollection = defineCollection<CreditDocument>(
  'credited_transactions',
  [{ key: { txid: 1 }, name: 'txid' }],
);

export class CreditedTransactions {
  private readonly credits: Collection<CreditDocument>;

  constructor(db: Db) {
    this.credits = getCollection(db, creditedTransactionsCollection);
  }

  /** 409 when `txid` is credited to an order other than `orderId` (for any address). */
  async assertFree(txid: string, orderId: string): Promise<void> {
    const other = await this.credits.findOne({ txid: normalized(txid), orderId: { $ne: orderId } });
    if (other) throw creditedElsewhere(txid);
  }

  /** Credits `txid` paying `address` to `orderId`; 409 when it is another order's already. */
  async credit(txid: string, address: string, orderId: string, at: Date): Promise<void> {
    const id = `${normalized(txid)}:${address}`;
    try {
      await this.credits.insertOne({ _id: id, txid: normalized(txid), orderId, at });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const holder = await this.credits.findOne({ _id: id });
      if (holder && holder.orderId !== orderId) throw creditedElsewhere(txid);
    }
  }
}

const normalized = (txid: string) => txid.trim().toLowerCase();

function creditedElsewhere(txid: string) {
  return new ConflictError(
    `Transaction ${txid.slice(0, 16)}… is already credited to another order`,
    { code: 'payment_tx_credited_elsewhere' },
  );
}
