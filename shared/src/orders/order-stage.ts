/**
 * Where an order stands, as the screens tell it: the payment state while the order is pending
 * (awaiting a price, awaiting payment, payment seen, paid, needs review, expired), then the
 * operator's status (processing, completed). The payment states are the service's
 * (`domain/payment.ts`); the status moves on only once the payment is paid.
 */
import type { OrderStatus } from '../domain/orders';
import type { PaymentState } from '../domain/payment';
import type { Order } from '../domain/types';

export type OrderStage = PaymentState | Exclude<OrderStatus, 'pending'>;

export function orderStage(order: Pick<Order, 'status' | 'payment'>): OrderStage {
  return order.status === 'pending' ? order.payment.state : order.status;
}
