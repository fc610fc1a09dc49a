/** The toast for an operator's call on an order that did not go through. */
import { normalizeApiError } from '@minesite/shared/api';

/** The service's refusals the operator can act on, each in the admin's words. */
const ORDER_ERROR_MESSAGE_IDS: Record<string, string> = {
  payment_not_settled: 'admin.orders.error.notSettled',
  payment_already_paid: 'admin.orders.error.alreadyPaid',
  payment_tx_credited_elsewhere: 'admin.orders.error.txCreditedElsewhere',
  received_amount_unknown: 'admin.orders.error.receivedAmountUnknown',
  payment_not_resolvable: 'admin.orders.error.notResolvable',
  nothing_to_refund: 'admin.orders.error.nothingToRefund',
  refund_in_progress: 'admin.orders.error.refundInProgress',
  refund_rate_unknown: 'admin.orders.refund.noRate',
  refund_not_requested: 'admin.orders.error.refundNotRequested',
  order_not_deletable: 'admin.orders.error.notDeletable',
};

/**
 * The order is gone (404, 订单号不存在), the service refused the change for a reason the
 * operator can act on (its state, a transaction credited to another order, an amount to
 * state …), the service is busy or limiting calls (the shared wording), or `fallbackId`
 * (更新订单失败，请重试 and its kin).
 */
export function orderFailureMessage(error: unknown, fallbackId: string): string {
  const failure = normalizeApiError(error);
  if (failure.kind !== 'server') return fallbackId;
  if (failure.status === 404) return 'admin.orders.error.notFound';
  const own = failure.code ? ORDER_ERROR_MESSAGE_IDS[failure.code] : undefined;
  return own ?? failure.messageId ?? fallbackId;
}

/**
 * A refund at today's rate needs the market's rate: a 503 (or 409 `refund_rate_unknown`) says
 * it is not available now, or the order has no rate of its own to convert from.
 */
export function refundFailureMessage(error: unknown): string {
  const failure = normalizeApiError(error);
  if (failure.kind === 'server' && failure.status === 503) return 'admin.orders.refund.noRate';
  return orderFailureMessage(error, 'admin.orders.refund.failed');
}
