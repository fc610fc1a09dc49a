import { describe, expect, it } from 'vitest';
import { orderFailureMessage } from './order-failure';

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
