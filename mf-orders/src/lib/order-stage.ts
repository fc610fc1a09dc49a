/**
 * Where an order stands, as the visitor's screens tell it: the payment state while the order
 * is pending (awaiting a price, awaiting payment, payment seen, paid, needs review, expired),
 * then the operator's status (processing, completed). The payment states are the service's
 * (`shared/src/domain/payment.ts`); the status moves on only once the payment is paid.
 */
import type { Order, OrderStatus, PaymentState } from '@minesite/shared/domain';

export type OrderStage = PaymentState | Exclude<OrderStatus, 'pending'>;

export function orderStage(order: Pick<Order, 'status' | 'payment'>): OrderStage {
  return order.status === 'pending' ? order.payment.state : order.status;
}

/**
 * Whether the service can no longer move the order without the operator's hand on a paid
 * order: paid, or moved on by the operator (orders made before payments were tracked reach
 * processing and completed without a paid state). Settled orders are not polled.
 */
export function isSettled(order: Pick<Order, 'status' | 'payment'>): boolean {
  return order.payment.state === 'paid' || order.status !== 'pending';
}
