import { describe, expect, it } from 'vitest';
import { anOrder, aPayment } from '../../../test/order-fixture';
import { expiryMs, formatMinutesSeconds, remainingMs } from './countdown';
import { fallbackOrder } from './fallback-order';
import { paymentFailureMessage } from './payment-failure';
import { paymentView, shortTxid } from './payment-view';

describe('payment countdown', () => {
  it('counts to the end of the window the service set, and stops at zero', () => {
    const end = expiryMs('2025-01-01T01:00:00.000Z')!;
    expect(end).toBe(Date.parse('2025-01-01T01:00:00.000Z'));
    expect(remainingMs(end, end - 3_600_000)).toBe(3_600_000);
    expect(remainingMs(end, end - 1000)).toBe(1000);
    expect(remainingMs(end, end)).toBe(0);
    expect(remainingMs(end, end + 9_000_000)).toBe(0);
  });

  it('has no end while there is no window (awaiting a price, an old order)', () => {
    expect(expiryMs('')).toBeNull();
    expect(expiryMs('soon')).toBeNull();
  });

  it('shows minutes and seconds, rounding up', () => {
    expect(formatMinutesSeconds(3_600_000)).toBe('60:00');
    expect(formatMinutesSeconds(59 * 60_000 + 59_001)).toBe('60:00');
    expect(formatMinutesSeconds(61_000)).toBe('01:01');
    expect(formatMinutesSeconds(1)).toBe('00:01');
    expect(formatMinutesSeconds(0)).toBe('00:00');
  });
});

describe('paymentView', () => {
  const view = (state: Parameters<typeof aPayment>[0], order = {}) =>
    paymentView(anOrder({ payment: aPayment(state), ...order }));

  it('says the price is coming while the order awaits one, and nothing else', () => {
    expect(view({ state: 'awaiting_price' })).toEqual({
      awaitingPrice: true,
      due: false,
      progress: false,
    });
  });

  it('shows where and what to pay while payment is due, whatever the order status', () => {
    expect(view({ state: 'awaiting_payment' })).toEqual({
      awaitingPrice: false,
      due: true,
      progress: false,
    });
    expect(view({ state: 'awaiting_payment' }, { status: 'processing' }).due).toBe(true);
    expect(view({ state: 'seen' })).toEqual({ awaitingPrice: false, due: true, progress: true });
  });

  it('shows what the site has seen once there is anything to tell', () => {
    for (const state of ['paid', 'review', 'expired'] as const) {
      expect(view({ state }), state).toEqual({ awaitingPrice: false, due: false, progress: true });
    }
    expect(view({ state: 'awaiting_payment', claim: 'unverified' }).progress).toBe(true);
  });
});

describe('shortTxid', () => {
  it('keeps the start and the end of a long id', () => {
    const txid = 'a'.repeat(10) + 'b'.repeat(48) + 'c'.repeat(6);
    expect(shortTxid(txid)).toBe(`${'a'.repeat(10)}…${'c'.repeat(6)}`);
    expect(shortTxid('0xabc')).toBe('0xabc');
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
      product: null,
      totalAmount: 0,
    });
  });
});

describe('paymentFailureMessage', () => {
  const refused = (status: number, code?: string) =>
    paymentFailureMessage({ kind: 'server', status, message: '', ...(code ? { code } : {}) });

  it("words the service's refusals of a claim checked on the chain", () => {
    expect(refused(422, 'payment_wrong_address')).toBe('orders.payment.error.wrongAddress');
    expect(refused(422, 'payment_amount_short')).toBe('orders.payment.error.amountShort');
    expect(refused(422, 'payment_tx_not_found')).toBe('orders.payment.error.txNotFound');
    expect(refused(409, 'payment_already_submitted')).toBe(
      'orders.detail.payment.alreadySubmitted',
    );
    expect(refused(409)).toBe('orders.detail.payment.alreadySubmitted');
  });

  it('maps network, shared and other failures', () => {
    expect(paymentFailureMessage({ kind: 'network' })).toBe('orders.detail.error.network');
    expect(paymentFailureMessage({ kind: 'timeout' })).toBe('orders.detail.error.network');
    expect(
      paymentFailureMessage({
        kind: 'server',
        status: 429,
        message: '',
        code: 'rate_limited',
        messageId: 'common.error.tooManyRequests',
      }),
    ).toBe('common.error.tooManyRequests');
    expect(refused(500)).toBe('orders.detail.payment.failed');
    expect(refused(422, 'something_else')).toBe('orders.detail.payment.failed');
  });
});
