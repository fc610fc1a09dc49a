/**
 * Whether the order page and my orders can stop asking the service about an order: nothing the
 * chain or the service does can change it any more without the operator. A paid order is
 * followed until its transactions are deep enough to be final (`settled`: confirmations keep
 * counting and a transaction that leaves the chain is caught); an expired one stays watched
 * (a payment sent late is still seen); refunded and invalid orders are done. Orders the
 * operator moved on count as paid. Where an order stands on screen is `orderStage`
 * (`@minesite/shared/orders/stage`).
 */
import type { Order } from '@minesite/shared/domain';

export function isSettled(order: Pick<Order, 'status' | 'payment'>): boolean {
  const { payment } = order;
  if (payment.state === 'refunded' || payment.state === 'invalid') return true;
  if (payment.state === 'paid' || order.status !== 'pending') {
    // An order the service does not watch (made before addresses) has nothing to settle.
    return payment.settled || !payment.watched;
  }
  return false;
}
