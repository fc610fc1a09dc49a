/** The toast for a payment claim that did not go through. */
import type { ApiFailure } from '@minesite/shared/api';

/** The service's refusals of a claim, by their code (422 when checked on the chain, 409, 503). */
const CLAIM_REFUSALS: Readonly<Record<string, string>> = {
  payment_wrong_address: 'orders.payment.error.wrongAddress',
  payment_amount_short: 'orders.payment.error.amountShort',
  payment_tx_not_found: 'orders.payment.error.txNotFound',
  // A USDT rail: not an id of its chain, or a transfer of another token.
  payment_tx_malformed: 'orders.payment.error.txMalformed',
  payment_wrong_token: 'orders.payment.error.wrongToken',
  payment_already_submitted: 'orders.detail.payment.alreadySubmitted',
  // One transaction pays one order: this one is already credited to another.
  payment_tx_credited_elsewhere: 'orders.payment.error.creditedElsewhere',
  // The chain API's queue is full: the claim can be checked again in a moment.
  chain_busy: 'orders.payment.error.chainBusy',
};

export function paymentFailureMessage(failure: ApiFailure): string {
  if (failure.kind === 'network' || failure.kind === 'timeout')
    return 'orders.detail.error.network';
  if (failure.kind !== 'server') return 'orders.detail.payment.failed';
  const refusal = failure.code ? CLAIM_REFUSALS[failure.code] : undefined;
  if (refusal) return refusal;
  if (failure.messageId) return failure.messageId;
  if (failure.status === 409) return 'orders.detail.payment.alreadySubmitted';
  return 'orders.detail.payment.failed';
}
