/**
 * What the order page shows of the payment, by its state (`shared/src/domain/payment.ts`):
 * the note that the price is coming while it awaits one; where and what to pay while payment
 * is due (after a part was received, the rest); what the site has seen once there is anything
 * to tell (a transaction, a report by the buyer, or a state past awaiting payment), with what
 * happens next in the buyer's words; and whether the
 * buyer may still give the order up (only while nothing was paid or reported for it: the
 * service keeps everything with a payment).
 */
import { isDeletable } from '../../lib/order-stage';
import {
  paymentIsDue,
  type PublicOrder,
  type PaymentClaim,
  type PaymentFlag,
  type PaymentState,
} from '@minesite/shared/domain';

export interface PaymentView {
  awaitingPrice: boolean;
  /** Where and what to pay: awaiting payment, or seen with part of the amount still to pay. */
  due: boolean;
  /** A part arrived in the window and the rest is still payable: received and remaining show. */
  partial: boolean;
  /**
   * What the amount line and the QR code ask for: the remainder once a part arrived (in the
   * rail's unit: USDT on a USDT rail).
   */
  toPayBtc: number;
  progress: boolean;
  /** The buyer reported a payment that is not paid yet: the page says it has the report. */
  reported: boolean;
  /** What happens next (a message id), for the states that need a sentence. */
  note: string | null;
  deletable: boolean;
}

export function paymentView(order: PublicOrder): PaymentView {
  const { payment, transactionHash } = order;
  // Counted in the rail's unit: the token's on a USDT rail, BTC otherwise.
  const amounts = payment.token ?? {
    due: payment.dueBtc,
    received: payment.receivedBtc,
    remaining: payment.remainingBtc,
  };
  const received = amounts.received > 0;
  // The whole amount arrived (maybe not confirmed yet): nothing more to pay.
  const covered = received && amounts.remaining <= 0;
  const due = paymentIsDue(payment.state) && !covered;
  const partial = due && received && amounts.remaining > 0;
  return {
    awaitingPrice: payment.state === 'awaiting_price',
    due,
    partial,
    toPayBtc: partial ? amounts.remaining : amounts.due,
    progress:
      !['awaiting_price', 'awaiting_payment'].includes(payment.state) ||
      received ||
      payment.transactions.length > 0 ||
      payment.claim !== '' ||
      transactionHash !== '',
    reported: paymentIsDue(payment.state) && (payment.claim !== '' || transactionHash !== ''),
    note: stateNote(order, partial),
    deletable: isDeletable(order),
  };
}

/** Why the operator must look, said as what happens next for the buyer. */
export const REVIEW_NOTE_IDS: Record<PaymentFlag, string> = {
  late: 'orders.payment.note.review.late',
  underpaid: 'orders.payment.note.review.underpaid',
  overpaid: 'orders.payment.note.review.overpaid',
  reversed: 'orders.payment.note.review.reversed',
};

export const FLAG_MESSAGE_IDS: Record<PaymentFlag, string> = {
  late: 'orders.payment.flag.late',
  underpaid: 'orders.payment.flag.underpaid',
  overpaid: 'orders.payment.flag.overpaid',
  reversed: 'orders.payment.flag.reversed',
};

export const CLAIM_MESSAGE_IDS: Record<Exclude<PaymentClaim, ''>, string> = {
  verified: 'orders.payment.claim.verified',
  matches_amount: 'orders.payment.claim.matchesAmount',
  unverified: 'orders.payment.claim.unverified',
};

/** A sentence under the payment's progress, for the states that need one. */
const STATE_NOTE_IDS: Partial<Record<PaymentState, string>> = {
  seen: 'orders.payment.note.seen',
  review: 'orders.payment.note.review',
  expired: 'orders.payment.note.expired',
};

function stateNote({ payment }: PublicOrder, partial: boolean): string | null {
  if (partial) return 'orders.payment.note.partial';
  switch (payment.state) {
    case 'paid':
      return payment.settled ? 'orders.payment.note.settled' : 'orders.payment.note.paid';
    case 'review':
      return payment.flag ? REVIEW_NOTE_IDS[payment.flag] : 'orders.payment.note.review';
    case 'invalid':
      return payment.invalidReason
        ? 'orders.payment.note.invalid'
        : 'orders.payment.note.invalidNoReason';
    default:
      return STATE_NOTE_IDS[payment.state] ?? null;
  }
}

/** A transaction id short enough for a phone: its first 10 and last 6 characters. */
export function shortTxid(txid: string): string {
  return txid.length > 20 ? `${txid.slice(0, 10)}…${txid.slice(-6)}` : txid;
}
