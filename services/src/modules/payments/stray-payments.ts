// Payments without an order (`stray_payments`): each transaction the watcher found paying an
// address no order watches (stray-addresses.ts), kept until the operator resolves it and after.
// Nothing here is ever deleted: it is money the shop received.
//
// `_id` is made from `<rail>:<txid>:<address>`, so a payment found again (every look, every
// replica) is recorded once: an insert into the unique `_id` is atomic on FerretDB v1 and
// MongoDB alike. A resolution is a ticket inserted under the payment's `_id` first
// (`stray_payment_resolutions`), then copied onto the payment: two operators resolving at once
// cannot both win, also on FerretDB v1, which applies no conditional update atomically.
import { createHash } from 'node:crypto';
import type {
  Page,
  PaymentRail,
  ResolveStrayPaymentInput,
  StrayAddressReason,
  StrayPaymentStatus,
} from '@minesite/shared/contract';
import type { Collection, Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { ignoreDuplicate } from '../../db/duplicate-key.js';
import { readPage } from '../../db/paged-list.js';

interface Resolution {
  status: Exclude<StrayPaymentStatus, 'open'>;
  refundTxid: string | null;
  creditedOrderId: string | null;
  note: string;
  resolvedAt: Date;
  /** The operator who resolved it. */
  resolvedBy: string;
}

export interface StrayPaymentDocument extends Omit<Resolution, 'status' | 'resolvedAt'> {
  _id: string;
  rail: PaymentRail;
  address: string;
  txid: string;
  /** Paid to the address, in the rail's units (satoshis, millionths of a USDT). */
  units: number;
  orderId: string;
  reason: StrayAddressReason;
  confirmations: number;
  blockTime: Date | null;
  seenAt: Date;
  droppedAt: Date | null;
  status: StrayPaymentStatus;
  resolvedAt: Date | null;
}

interface ResolutionTicket extends Resolution {
  _id: string;
}

export const strayPaymentsCollection = defineCollection<StrayPaymentDocument>('stray_payments', [
  { key: { seenAt: -1, _id: -1 }, name: 'newest_first' },
  { key: { status: 1, seenAt: -1 }, name: 'status_newest_first' },
]);

const resolutionsCollection = defineCollection<ResolutionTicket>('stray_payment_resolutions');

export const strayPaymentCollections = [strayPaymentsCollection, resolutionsCollection];

/** A transaction the chain shows paying a stray address. */
export interface FoundPayment {
  rail: PaymentRail;
  address: string;
  txid: string;
  units: number;
  confirmations: number;
  blockTime: Date | null;
  orderId: string;
  reason: StrayAddressReason;
}

const paymentId = ({ rail, txid, address }: Pick<FoundPayment, 'rail' | 'txid' | 'address'>) =>
  createHash('sha256').update(`${rail}:${txid}:${address}`).digest('hex').slice(0, 24);

export class StrayPayments {
  private readonly payments: Collection<StrayPaymentDocument>;
  private readonly resolutions: Collection<ResolutionTicket>;

  constructor(db: Db) {
    this.payments = getCollection(db, strayPaymentsCollection);
    this.resolutions = getCollection(db, resolutionsCollection);
  }

  /**
   * Records what one look at `address` found: a payment seen before gets its depth (and is back
   * if it had left the chain); one the chain no longer shows is marked dropped, never deleted.
   * Returns the payments seen for the first time.
   */
  async recordLook(
    address: { rail: PaymentRail; address: string },
    found: FoundPayment[],
    now: Date,
  ): Promise<StrayPaymentDocument[]> {
    const fresh: StrayPaymentDocument[] = [];
    for (const payment of found) {
      const document: StrayPaymentDocument = {
        _id: paymentId(payment),
        ...payment,
        seenAt: now,
        droppedAt: null,
        status: 'open',
        refundTxid: null,
        creditedOrderId: null,
        note: '',
        resolvedAt: null,
        resolvedBy: '',
      };
      if (await ignoreDuplicate(this.payments.insertOne(document))) {
        fresh.push(document);
        continue;
      }
      const { confirmations, blockTime, units } = payment;
      await this.payments.updateOne(
        { _id: document._id },
        { $set: { confirmations, blockTime, units, droppedAt: null } },
      );
    }
    await this.payments.updateMany(
      {
        rail: address.rail,
        address: address.address,
        droppedAt: null,
        txid: { $nin: found.map((p) => p.txid) },
      },
      { $set: { droppedAt: now } },
    );
    return fresh;
  }

  list(
    status: StrayPaymentStatus | undefined,
    page: number,
    pageSize: number,
  ): Promise<Page<StrayPaymentDocument>> {
    const filter = status ? { status } : {};
    return readPage(
      {
        rows: (skip, limit) =>
          this.payments
            .find(filter)
            .sort({ seenAt: -1, _id: -1 })
            .skip(skip)
            .limit(limit)
            .toArray(),
        count: () => this.payments.countDocuments(filter),
      },
      { page, pageSize },
    );
  }

  countOpen(): Promise<number> {
    return this.payments.countDocuments({ status: 'open' });
  }

  findById(id: string): Promise<StrayPaymentDocument | null> {
    return this.payments.findOne({ _id: id });
  }

  /**
   * Resolves an open payment: the resolved payment, or null when another resolution was made
   * first (then copied onto the payment, should its copy not have been made).
   */
  async resolve(
    id: string,
    input: ResolveStrayPaymentInput,
    by: string,
    now: Date,
  ): Promise<StrayPaymentDocument | null> {
    const resolution: Resolution = {
      status: input.status,
      refundTxid: input.status === 'refunded' ? input.refundTxid : null,
      creditedOrderId: input.status === 'credited' ? input.orderId : null,
      note: input.note ?? '',
      resolvedAt: now,
      resolvedBy: by,
    };
    const won = await ignoreDuplicate(this.resolutions.insertOne({ _id: id, ...resolution }));
    const ticket = won ? resolution : await this.resolutions.findOne({ _id: id });
    if (ticket) {
      const { status, refundTxid, creditedOrderId, note, resolvedAt, resolvedBy } = ticket;
      await this.payments.updateOne(
        { _id: id },
        { $set: { status, refundTxid, creditedOrderId, note, resolvedAt, resolvedBy } },
      );
    }
    return won ? this.findById(id) : null;
  }
}
