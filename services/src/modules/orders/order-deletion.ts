// What may be deleted: nothing with payment evidence, ever. A visitor (or the operator) gives up
// only an order awaiting a price or a payment that no transaction paid, no claim named and the
// operator never touched. Unpaid orders with nothing ever seen are purged after
// UNPAID_ORDER_RETENTION_DAYS; every other order stays, its address watched by the late sweep.
import type { Filter } from 'mongodb';
import { ConflictError } from '../../http/errors.js';
import type { OrderDocument } from './order-document.js';

/** Why the order cannot be deleted; null when it can. */
export function deletionRefusal(order: OrderDocument): string | null {
  if (order.status !== 'pending') return `it is ${order.status}, not pending`;
  const payment = order.payment;
  if (order.transactionHash || (payment && payment.claim !== '')) {
    return 'a payment was submitted for it';
  }
  if (!payment) return null; // made before payments were tracked, nothing reported
  if (payment.transactions.length > 0) return 'a transaction paid its address';
  if (payment.state !== 'awaiting_price' && payment.state !== 'awaiting_payment') {
    return `its payment is ${payment.state.replace('_', ' ')} (its address is still watched)`;
  }
  if (payment.refund) return 'a refund was offered';
  if ((order.history ?? []).some((entry) => entry.by === 'operator')) {
    return 'the shop has acted on it';
  }
  return null;
}

export function notDeletable(order: OrderDocument, reason: string) {
  return new ConflictError(`Order ${order.orderId} cannot be deleted: ${reason}`, {
    code: 'order_not_deletable',
  });
}

/**
 * Candidates for the purge: made before `cutoff`, pending, nothing reported or seen. The rest of
 * the rule (no operator action) is checked on each order read (isPurgeable).
 */
export function purgeCandidates(cutoff: Date): Filter<OrderDocument> {
  return {
    status: 'pending',
    transactionHash: '',
    createdAt: { $lt: cutoff },
    $or: [
      { payment: { $exists: false } },
      {
        'payment.state': { $in: ['awaiting_price', 'awaiting_payment', 'expired'] },
        'payment.transactions': { $size: 0 },
        'payment.claim': '',
      },
    ],
  };
}

export function isPurgeable(order: OrderDocument, cutoff: Date): boolean {
  if (order.createdAt >= cutoff || order.status !== 'pending' || order.transactionHash)
    return false;
  const payment = order.payment;
  if (!payment) return true;
  const unpaid = ['awaiting_price', 'awaiting_payment', 'expired'].includes(payment.state);
  return (
    unpaid &&
    payment.transactions.length === 0 &&
    payment.claim === '' &&
    !payment.refund &&
    !(order.history ?? []).some((entry) => entry.by === 'operator')
  );
}
