import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_FILTERS,
  activeFilterCount,
  amountBound,
  passesOrderFilters,
  rangeStartMs,
} from './order-filters';

const DAY = 86_400_000;
const NOW = Date.parse('2025-06-30T12:00:00.000Z');
const order = {
  status: 'pending' as const,
  paymentState: 'awaiting_payment' as const,
  timeMs: NOW - 10 * DAY,
  amountBtc: 0.5,
};

describe('the order filters', () => {
  it('count what differs from the defaults, each amount bound on its own', () => {
    expect(activeFilterCount(DEFAULT_ORDER_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        status: 'pending',
        paymentStates: ['review'],
        timeRange: 'week',
        minAmount: '0',
        maxAmount: '3',
      }),
    ).toBe(4);
  });

  it('read a typed amount as a bound of at least 0, or none', () => {
    expect(amountBound(' 1.5 ')).toBe(1.5);
    expect(amountBound('')).toBeUndefined();
    expect(amountBound('abc')).toBeUndefined();
    expect(amountBound('-1')).toBeUndefined();
  });

  it('start the week, month and quarter 7, 30 and 90 days back', () => {
    expect(rangeStartMs('all', NOW)).toBeUndefined();
    expect(rangeStartMs('week', NOW)).toBe(NOW - 7 * DAY);
    expect(rangeStartMs('quarter', NOW)).toBe(NOW - 90 * DAY);
  });

  it('let an order through by status, payment state, time and amount, bounds included', () => {
    const passes = (change: Partial<typeof DEFAULT_ORDER_FILTERS>) =>
      passesOrderFilters(order, { ...DEFAULT_ORDER_FILTERS, ...change }, NOW);
    expect(passes({})).toBe(true);
    expect(passes({ status: 'completed' })).toBe(false);
    expect(passes({ paymentStates: ['paid', 'awaiting_payment'] })).toBe(true);
    expect(passes({ paymentStates: ['paid'] })).toBe(false);
    expect(passes({ timeRange: 'week' })).toBe(false);
    expect(passes({ timeRange: 'month' })).toBe(true);
    expect(passes({ minAmount: '0.5', maxAmount: '0.5' })).toBe(true);
    expect(passes({ minAmount: '0.6' })).toBe(false);
  });
});
