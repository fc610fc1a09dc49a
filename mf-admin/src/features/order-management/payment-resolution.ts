/**
 * What the operator may do about an order's payment, as BTCPay's staff do with an invoice's
 * exceptions: accept it (paid with what was actually received), mark it invalid (with a reason
 * the buyer reads), or refund it (the part paid over, or everything received) and, once the
 * buyer has given an address, record the refund's transaction. Only an order with no payment
 * evidence may be deleted; the service refuses the rest, so the screen does not offer it.
 */
import type { Order, Payment, RefundBasis, RefundPart } from '@minesite/shared/domain';

/** Anything the chain, the buyer or the operator said about money for this order. */
export function hasPaymentEvidence(order: Pick<Order, 'payment' | 'transactionHash'>): boolean {
  const { payment } = order;
  return (
    payment.transactions.length > 0 ||
    payment.receivedBtc > 0 ||
    payment.claim !== '' ||
    order.transactionHash !== '' ||
    payment.refund !== null
  );
}

/**
 * The orders whose payment waits on the operator's decision: in review (whatever the flag),
 * seen (a payment that has not settled it), expired with a payment, or marked invalid (which
 * can still be accepted or refunded). Only while the order is pending (the service resolves
 * nothing once it has moved on), and not while a refund is under way.
 */
export function awaitsResolution(
  order: Pick<Order, 'payment' | 'transactionHash' | 'status'>,
): boolean {
  const { state, refund } = order.payment;
  if (order.status !== 'pending') return false;
  if (refund && refund.state !== 'refunded') return false;
  switch (state) {
    case 'review':
    case 'seen':
    case 'invalid':
      return true;
    case 'expired':
      return hasPaymentEvidence(order);
    default:
      return false;
  }
}

/** BTC received beyond the amount due (0 when none). */
export function excessBtc(payment: Pick<Payment, 'dueBtc' | 'receivedBtc'>): number {
  const sats = Math.round(payment.receivedBtc * 1e8) - Math.round(payment.dueBtc * 1e8);
  return sats > 0 ? sats / 1e8 : 0;
}

/** Whether a paid order still pending was paid more than due (accepted overpaid). */
function paidOver(order: Pick<Order, 'payment' | 'status'>): boolean {
  const { payment } = order;
  return (
    payment.state === 'paid' &&
    order.status === 'pending' &&
    !payment.refund &&
    excessBtc(payment) > 0
  );
}

/**
 * The refunds the operator can offer: the part paid over the amount due (an overpaid order in
 * review, or one already accepted as paid; the order is kept, as paid), or everything received
 * (late, short, reversed, invalid, or an overpaid order the shop will not fulfil). Nothing
 * received, nothing to refund; an invalid order is not kept, so only everything.
 */
export function refundParts(
  order: Pick<Order, 'payment' | 'transactionHash' | 'status'>,
): RefundPart[] {
  const { payment } = order;
  if (paidOver(order)) return ['excess', 'all'];
  if (!awaitsResolution(order) || payment.refund || payment.receivedBtc <= 0) return [];
  const overpaidInReview = payment.state === 'review' && excessBtc(payment) > 0;
  return overpaidInReview ? ['excess', 'all'] : ['all'];
}

/**
 * The rates a refund can be worked out at: the order's always (the BTC as received); today's
 * only for an order quoted at a rate of its own (one the operator priced has none to convert
 * the value from).
 */
export function refundBases(order: Pick<Order, 'quote'>): RefundBasis[] {
  return order.quote?.btcRate ? ['order', 'today'] : ['order'];
}

/** The part a refund offer starts with: the excess of an overpaid order, else everything. */
export function defaultRefundPart(parts: RefundPart[]): RefundPart {
  return parts.includes('excess') ? 'excess' : 'all';
}

/** What the operator does about the payment (beside the order form's own actions). */
export interface PaymentActions {
  /** Accept: the confirm dialog, with the amounts actually received. */
  accept: boolean;
  /** Mark invalid, with a reason shown to the buyer. */
  markInvalid: boolean;
  /** The refunds that can be offered; empty for none. */
  refundParts: RefundPart[];
  /** The buyer gave a refund address: record the refund's transaction. */
  refundSent: boolean;
  /** Delete: only an order with no payment evidence and no operator action. */
  delete: boolean;
}

/**
 * Where accepting makes sense: not only on review, since the watcher may not see the address
 * (no chain API) or the operator checked a payment in the wallet. Not awaiting a price (there
 * is nothing due yet), paid, or with money on its way back.
 */
const ACCEPTABLE_STATES = new Set<Payment['state']>([
  'awaiting_payment',
  'seen',
  'expired',
  'review',
  'invalid',
]);

export function paymentActions(order: Order): PaymentActions {
  const { payment } = order;
  const resolving = awaitsResolution(order);
  const refundUnderWay = payment.refund !== null && payment.refund.state !== 'refunded';
  return {
    accept: ACCEPTABLE_STATES.has(payment.state) && order.status === 'pending' && !refundUnderWay,
    markInvalid: resolving && payment.state !== 'invalid',
    refundParts: refundParts(order),
    refundSent: payment.refund?.state === 'requested',
    delete: isDeletable(order),
  };
}

/**
 * Whether the service lets the order go: one awaiting a price or a payment, with no
 * transaction, no claim and nothing the operator did (their history entries).
 */
export function isDeletable(order: Order): boolean {
  const { state } = order.payment;
  if (order.status !== 'pending') return false;
  if (state !== 'awaiting_price' && state !== 'awaiting_payment') return false;
  if (hasPaymentEvidence(order)) return false;
  return !(order.history ?? []).some((entry) => entry.by === 'operator');
}

/** How the operator must read the payment before acting: `urgent` when money left the chain. */
export type PaymentAlert = 'urgent-reversed' | 'late-transaction' | 'dropped-transaction';

/**
 * Warnings over the payment, most pressing first. A reversed payment is urgent above all when
 * the order has moved on (the goods may be on their way for money the shop no longer has).
 */
export function paymentAlerts(order: Pick<Order, 'payment' | 'status'>): PaymentAlert[] {
  const { payment } = order;
  const alerts: PaymentAlert[] = [];
  if (payment.flag === 'reversed') alerts.push('urgent-reversed');
  if (payment.transactions.some((tx) => tx.droppedAt !== '')) alerts.push('dropped-transaction');
  if (payment.transactions.some((tx) => tx.late)) alerts.push('late-transaction');
  return alerts;
}

/** Whether the list should single the order out: review, or a reversal whatever the state. */
export function needsOperator(order: Pick<Order, 'payment' | 'status'>): boolean {
  return order.payment.state === 'review' || order.payment.flag === 'reversed';
}
