/** The toast for an operator's call on an order that did not go through. */
import { normalizeApiError } from '@minesite/shared/api';

/**
 * The order is gone (404), its payment is not settled so its status cannot move on (409
 * `payment_not_settled`), it was paid meanwhile (409 `payment_already_paid`: the watcher saw
 * it), the service is busy or limiting calls (the shared wording), or `fallbackId`.
 */
export function orderFailureMessage(error: unknown, fallbackId: string): string {
  const failure = normalizeApiError(error);
  if (failure.kind !== 'server') return fallbackId;
  if (failure.status === 404) return 'admin.orders.error.notFound';
  if (failure.code === 'payment_not_settled') return 'admin.orders.error.notSettled';
  if (failure.code === 'payment_already_paid') return 'admin.orders.error.alreadyPaid';
  return failure.messageId ?? fallbackId;
}
