// What the outside hears of a change (ORDER_NOTICES): worked out from the order before and after
// the planned write, so the notices go into the order's outbox by that same write
// (order-outbox.ts). One rule for every path: the chain watcher, a buyer's claim, the operator.
import type { OrderNotice, PaymentState } from '@minesite/shared/contract';
import type { OrderDocument, OrderFields } from './order-document.js';

/** The notices a change from `before` (null: a new order) to `after` gives. */
export function noticesOf(before: OrderDocument | null, after: OrderDocument): OrderNotice[] {
  if (!before) return ['order.created'];
  const notices: OrderNotice[] = [];
  const was = before.payment;
  const is = after.payment;
  if (is) {
    const entered = (state: PaymentState) => is.state === state && was?.state !== state;
    if (entered('seen')) notices.push('payment.seen');
    const partial =
      (is.state === 'seen' || is.state === 'awaiting_payment') &&
      is.receivedSats > (was?.receivedSats ?? 0) &&
      is.receivedSats < is.dueSats;
    if (partial) notices.push('payment.partial');
    if (entered('paid')) notices.push('payment.paid');
    if (is.settled && !was?.settled) notices.push('payment.settled');
    if (entered('expired')) notices.push('payment.expired');
    if (is.state === 'review' && (was?.state !== 'review' || was.flag !== is.flag)) {
      notices.push('payment.review');
    }
    if (entered('invalid')) notices.push('payment.invalid');
    const refund = is.refund?.state;
    if (refund && refund !== was?.refund?.state) {
      notices.push(
        refund === 'offered'
          ? 'refund.offered'
          : refund === 'requested'
            ? 'refund.requested'
            : 'refund.refunded',
      );
    }
  }
  if (after.status !== before.status) {
    if (after.status === 'processing') notices.push('order.processing');
    if (after.status === 'completed') notices.push('order.completed');
  }
  return notices;
}

/**
 * The order as a write of `fields` (whole fields, or dotted `payment.x` paths as paymentChange
 * makes them) would leave it: what noticesOf compares, before the write happens.
 */
export function withFields(order: OrderDocument, fields: OrderFields): OrderDocument {
  const next: Record<string, unknown> = { ...order };
  let payment = order.payment ? { ...order.payment } : undefined;
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (key.startsWith('payment.')) {
      payment = { ...payment!, [key.slice('payment.'.length)]: value };
    } else {
      next[key] = value;
      if (key === 'payment') payment = value as OrderDocument['payment'];
    }
  }
  return { ...(next as unknown as OrderDocument), ...(payment ? { payment } : {}) };
}
