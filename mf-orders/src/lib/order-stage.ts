/**
 * Whether the order page and my orders can stop asking the service about an order: nothing the
 * chain or the service does can change it any more without the operator. A paid order is
 * followed until its transactions are deep enough to be final (`settled`: confirmations keep
 * counting and a transaction that leaves the chain is caught); an expired one stays watched
 * (a payment sent late is still seen); refunded and invalid orders are done. Orders the
 * operator moved on count as paid. Where an order stands on screen is `orderStage`
 * (`@minesite/shared/orders/stage`).
 */
import type { PublicOrder } from '@minesite/shared/domain';

export function isSettled(order: Pick<PublicOrder, 'status' | 'payment'>): boolean {
  const { payment } = order;
  if (payment.state === 'refunded' || payment.state === 'invalid') return true;
  if (payment.state === 'paid' || order.status !== 'pending') {
    // An order the service does not watch (made before addresses) has nothing to settle.
    return payment.settled || !payment.watched;
  }
  return false;
}

/**
 * Whether the buyer may give the order up: pending, awaiting a price or a payment with nothing
 * received, seen or reported. The service refuses anything else (409 `order_not_deletable`:
 * nothing with a payment is ever deleted), so the screens do not offer it.
 */
export function isDeletable({
  status,
  payment,
  transactionHash,
}: Pick<PublicOrder, 'status' | 'payment' | 'transactionHash'>): boolean {
  return (
    status === 'pending' &&
    (payment.state === 'awaiting_price' || payment.state === 'awaiting_payment') &&
    payment.receivedBtc === 0 &&
    payment.transactions.length === 0 &&
    payment.claim === '' &&
    transactionHash === ''
  );
}
