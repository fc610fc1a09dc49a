/**
 * Whether the service can no longer move an order without the operator's hand on a paid
 * order: paid, or moved on by the operator (orders made before payments were tracked reach
 * processing and completed without a paid state). Settled orders are not polled. Where an
 * order stands on screen is `orderStage` (`@minesite/shared/orders/stage`).
 */
import type { Order } from '@minesite/shared/domain';

export function isSettled(order: Pick<Order, 'status' | 'payment'>): boolean {
  return order.payment.state === 'paid' || order.status !== 'pending';
}
