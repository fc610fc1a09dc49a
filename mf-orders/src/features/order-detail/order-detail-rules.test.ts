import { describe, expect, it } from 'vitest';
import { anOrder } from '../../../test/order-fixture';
import { PAYMENT_COUNTDOWN_MS, formatMinutesSeconds, remainingMs } from './countdown';
import { DELETED_REPLY, deleteOutcome } from './delete-outcome';
import { fallbackOrder } from './fallback-order';
import { paymentFailureMessage } from './payment-failure';
import { paymentUri } from './payment-wallet';

describe('payment countdown', () => {
  it('runs one hour from the start and stops at zero', () => {
    expect(PAYMENT_COUNTDOWN_MS).toBe(3_600_000);
    expect(remainingMs(1000, 1000)).toBe(3_600_000);
    expect(remainingMs(1000, 1000 + 3_599_000)).toBe(1000);
    expect(remainingMs(1000, 1000 + 3_600_000)).toBe(0);
    expect(remainingMs(1000, 1000 + 9_000_000)).toBe(0);
  });

  it('shows minutes and seconds, rounding up', () => {
    expect(formatMinutesSeconds(3_600_000)).toBe('60:00');
    expect(formatMinutesSeconds(59 * 60_000 + 59_001)).toBe('60:00');
    expect(formatMinutesSeconds(61_000)).toBe('01:01');
    expect(formatMinutesSeconds(1)).toBe('00:01');
    expect(formatMinutesSeconds(0)).toBe('00:00');
  });
});

describe('deleteOutcome', () => {
  it('is deleted only when the reply message is 删除成功', () => {
    expect(DELETED_REPLY).toBe('删除成功');
    expect(deleteOutcome({ data: { message: '删除成功' } })).toBe('deleted');
    expect(deleteOutcome({ data: { message: 'ok' } })).toBe('failed');
    expect(deleteOutcome({ data: {} })).toBe('failed');
  });

  it('treats an order already gone as deleted and tells network failures apart', () => {
    expect(deleteOutcome({ error: { status: 404, data: { error: 'gone' } } })).toBe('deleted');
    expect(deleteOutcome({ error: { status: 'FETCH_ERROR', error: 'x' } })).toBe('network');
    expect(deleteOutcome({ error: { status: 'TIMEOUT_ERROR', error: 'x' } })).toBe('network');
    expect(deleteOutcome({ error: { status: 409, data: { error: 'paid' } } })).toBe('failed');
  });
});

describe('fallbackOrder', () => {
  it('prefers the cached copy, then the current order if it is this one, then a placeholder', () => {
    const cached = anOrder({ orderId: 'A' });
    const current = anOrder({ orderId: 'A', status: 'processing' });
    expect(fallbackOrder('A', cached, current)).toEqual({ order: cached, source: 'cache' });
    expect(fallbackOrder('A', null, current)).toEqual({ order: current, source: 'cache' });
    const placeholder = fallbackOrder('A', null, anOrder({ orderId: 'B' }));
    expect(placeholder.source).toBe('placeholder');
    expect(placeholder.order).toMatchObject({
      orderId: 'A',
      status: 'pending',
      productInfo: { title: '' },
      totalAmount: 0,
    });
  });
});

describe('paymentFailureMessage', () => {
  it('maps network, duplicate and other failures', () => {
    expect(paymentFailureMessage({ kind: 'network' })).toBe('orders.detail.error.network');
    expect(paymentFailureMessage({ kind: 'server', status: 409, message: '' })).toBe(
      'orders.detail.payment.alreadySubmitted',
    );
    expect(paymentFailureMessage({ kind: 'server', status: 500, message: '' })).toBe(
      'orders.detail.payment.failed',
    );
  });
});

describe('paymentUri', () => {
  it('is a bitcoin: URI with the amount when one is set', () => {
    expect(paymentUri('bc1qx', 0)).toBe('bitcoin:bc1qx');
    expect(paymentUri('bc1qx', 0.25)).toBe('bitcoin:bc1qx?amount=0.25');
  });
});
