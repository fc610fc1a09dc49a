import { describe, expect, it } from 'vitest';
import { PAYMENT_STATES } from '@minesite/shared/domain';
import { orderStage } from '@minesite/shared/orders/stage';
import { anOldCopy, anOrder, aPayment } from '../../test/order-fixture';
import { normalizeOrder } from './normalize-order';
import { isSettled } from './order-stage';
import { POLL_FIRST_MS, POLL_LONGEST_MS, pollIntervalMs } from './poll-backoff';
import { orderProductName, orderProductNames } from './product-name';

describe('orderStage', () => {
  it("tells the payment state while the order is pending, then the operator's status", () => {
    for (const state of PAYMENT_STATES) {
      expect(orderStage(anOrder({ payment: aPayment({ state }) }))).toBe(state);
    }
    const paid = aPayment({ state: 'paid' });
    expect(orderStage(anOrder({ status: 'processing', payment: paid }))).toBe('processing');
    expect(orderStage(anOrder({ status: 'completed', payment: paid }))).toBe('completed');
  });
});

describe('isSettled', () => {
  it('follows a paid order until it is final, then stops', () => {
    expect(isSettled(anOrder({ payment: aPayment({ state: 'paid' }) }))).toBe(false);
    expect(isSettled(anOrder({ payment: aPayment({ state: 'paid', settled: true }) }))).toBe(true);
    expect(isSettled(anOrder({ status: 'completed', payment: aPayment({ settled: true }) }))).toBe(
      true,
    );
    // Nothing to settle on an order the service does not watch (made before addresses).
    expect(isSettled(anOrder({ status: 'completed', payment: aPayment({ watched: false }) }))).toBe(
      true,
    );
  });

  it('is done once refunded or invalid', () => {
    for (const state of ['refunded', 'invalid'] as const) {
      expect(isSettled(anOrder({ payment: aPayment({ state }) })), state).toBe(true);
    }
  });

  it('keeps following while a price or payment is awaited, an expired order (still watched) and exceptions', () => {
    for (const state of [
      'awaiting_price',
      'awaiting_payment',
      'seen',
      'review',
      'expired',
      'refunding',
    ] as const) {
      expect(isSettled(anOrder({ payment: aPayment({ state, settled: true }) })), state).toBe(
        false,
      );
    }
  });
});

describe('pollIntervalMs', () => {
  it('starts at 5 s, grows while nothing changes and stops growing at 60 s', () => {
    expect(POLL_FIRST_MS).toBe(5_000);
    expect(POLL_LONGEST_MS).toBe(60_000);
    const waits = Array.from({ length: 10 }, (_, unchanged) => pollIntervalMs(unchanged));
    expect(waits[0]).toBe(5_000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(waits[1]).toBeGreaterThan(5_000);
    expect(waits.at(-1)).toBe(60_000);
    expect(pollIntervalMs(1000)).toBe(60_000);
  });
});

describe('orderProductName', () => {
  it("names the catalog product in the reader's language", () => {
    expect(orderProductName(anOrder(), 'en')).toBe('180-day BTC hash power package');
    expect(orderProductName(anOrder(), 'ru')).toBe('Пакет хешрейта BTC на 180 дней');
    expect(orderProductName(anOrder({ product: null }), 'es')).toBe(
      'Paquete de hashrate BTC de 180 días',
    );
  });

  it('falls back to the stored title for orders made before quotes, else nothing', () => {
    const old = normalizeOrder(anOldCopy())!;
    expect(orderProductName(old, 'en')).toBe('30天体验套餐');
    expect(orderProductName(normalizeOrder({ orderId: 'X' })!, 'en')).toBe('');
  });

  it('lists every name for searching', () => {
    expect(orderProductNames(anOrder())).toContain('180-day BTC hash power package');
    expect(orderProductNames(anOrder())).toContain('180天 BTC 算力套餐');
  });
});
