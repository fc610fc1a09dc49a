/**
 * What the order page shows of the payment, by its state (`shared/src/domain/payment.ts`):
 * the note that the price is coming while it awaits one; where and what to pay while payment
 * is due; what the site has seen once there is anything to tell (a transaction, a report by
 * the buyer, or a state past awaiting payment).
 */
import {
  paymentIsDue,
  type Order,
  type PaymentClaim,
  type PaymentFlag,
  type PaymentState,
} from '@minesite/shared/domain';

export interface PaymentView {
  awaitingPrice: boolean;
  due: boolean;
  progress: boolean;
}

export function paymentView({ payment, transactionHash }: Order): PaymentView {
  return {
    awaitingPrice: payment.state === 'awaiting_price',
    due: paymentIsDue(payment.state),
    progress:
      !['awaiting_price', 'awaiting_payment'].includes(payment.state) ||
      payment.transactions.length > 0 ||
      payment.claim !== '' ||
      transactionHash !== '',
  };
}

export const FLAG_MESSAGE_IDS: Record<PaymentFlag, string> = {
  late: 'orders.payment.flag.late',
  underpaid: 'orders.payment.flag.underpaid',
  overpaid: 'orders.payment.flag.overpaid',
};

export const CLAIM_MESSAGE_IDS: Record<Exclude<PaymentClaim, ''>, string> = {
  verified: 'orders.payment.claim.verified',
  unverified: 'orders.payment.claim.unverified',
};

/** A sentence under the payment's progress, for the states that need one. */
export const STATE_NOTE_IDS: Partial<Record<PaymentState, string>> = {
  seen: 'orders.payment.note.seen',
  paid: 'orders.payment.note.paid',
  review: 'orders.payment.note.review',
  expired: 'orders.payment.note.expired',
};

/** A transaction id short enough for a phone: its first 10 and last 6 characters. */
export function shortTxid(txid: string): string {
  return txid.length > 20 ? `${txid.slice(0, 10)}…${txid.slice(-6)}` : txid;
}
