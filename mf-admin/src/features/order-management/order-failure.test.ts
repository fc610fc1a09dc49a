import { describe, expect, it } from 'vitest';
import { orderFailureMessage, refundFailureMessage } from './order-failure';

const answer = (status: number, code: string) => ({
  status,
  data: { error: code, message: code, code },
});

describe("the operator's failed order calls", () => {
  it('says that an unpaid order cannot move on', () => {
    expect(orderFailureMessage(answer(409, 'payment_not_settled'), 'admin.orders.error.save')).toBe(
      'admin.orders.error.notSettled',
    );
  });

  it('says that the order was paid meanwhile', () => {
    expect(orderFailureMessage(answer(409, 'payment_already_paid'), 'x')).toBe(
      'admin.orders.error.alreadyPaid',
    );
  });

  it('says why the service refused a resolution, in the admin’s words', () => {
    const cases: [number, string, string][] = [
      [409, 'payment_tx_credited_elsewhere', 'admin.orders.error.txCreditedElsewhere'],
      [422, 'received_amount_unknown', 'admin.orders.error.receivedAmountUnknown'],
      [409, 'payment_not_resolvable', 'admin.orders.error.notResolvable'],
      [409, 'nothing_to_refund', 'admin.orders.error.nothingToRefund'],
      [409, 'refund_not_requested', 'admin.orders.error.refundNotRequested'],
      [409, 'order_not_deletable', 'admin.orders.error.notDeletable'],
    ];
    for (const [status, code, id] of cases) {
      expect(orderFailureMessage(answer(status, code), 'x'), code).toBe(id);
    }
  });

  it('says that today’s rate is missing when a refund at it cannot be worked out', () => {
    expect(refundFailureMessage(answer(503, 'rate_unavailable'))).toBe(
      'admin.orders.refund.noRate',
    );
    expect(refundFailureMessage(answer(409, 'nothing_to_refund'))).toBe(
      'admin.orders.error.nothingToRefund',
    );
    expect(refundFailureMessage(answer(500, 'internal'))).toBe('admin.orders.refund.failed');
  });

  it('says that the order is gone, or the fallback', () => {
    expect(orderFailureMessage(answer(404, 'order_not_found'), 'x')).toBe(
      'admin.orders.error.notFound',
    );
    expect(orderFailureMessage(answer(500, 'internal'), 'admin.orders.error.save')).toBe(
      'admin.orders.error.save',
    );
    expect(orderFailureMessage({ status: 'FETCH_ERROR', error: 'down' }, 'fallback')).toBe(
      'fallback',
    );
  });
});
