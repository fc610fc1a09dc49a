/** The toast for a payment submit that did not go through (spec section 8, "Order detail"). */
import type { ApiFailure } from '@minesite/shared/api';

export function paymentFailureMessage(failure: ApiFailure): string {
  if (failure.kind === 'network' || failure.kind === 'timeout')
    return 'orders.detail.error.network';
  if (failure.kind === 'server' && failure.messageId) return failure.messageId;
  if (failure.kind === 'server' && failure.status === 409) {
    return 'orders.detail.payment.alreadySubmitted';
  }
  return 'orders.detail.payment.failed';
}
