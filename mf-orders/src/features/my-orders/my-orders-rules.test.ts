import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FILTERS as DEFAULT_FILTERS } from '@minesite/shared/orders/filters';
import { anOrder, aPayment } from '../../../test/order-fixture';
import { GIVE_UP_MESSAGE_IDS, giveUpOutcome } from '../../lib/give-up-order';
import { addOrderOutcome } from './add-order-outcome';
import { visibleOrders } from './order-filters';

const DAY = 86_400_000;
const NOW = Date.parse('2025-06-30T12:00:00.000Z');
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();

const other = { title: 'Accelerated 100T', hashrate: '100', period: '365', powerDays: '15' };
/** An order made before quotes: its product is the title its checkout stored. */
const untitled = { product: null, quote: null };
const due = (dueBtc: number) => ({ totalAmount: dueBtc, payment: aPayment({ dueBtc }) });
const orders = [
  anOrder({
    orderId: 'ORD-A',
    orderTime: at(1),
    ...untitled,
    ...due(0.1),
    productInfo: { title: '30天体验套餐', hashrate: '10', period: '30', powerDays: '30' },
  }),
  anOrder({
    orderId: 'ORD-B',
    orderTime: at(20),
    ...untitled,
    ...due(0.5),
    status: 'processing',
    productInfo: { title: 'Classic 50T', hashrate: '50', period: '180', powerDays: '3' },
  }),
  anOrder({
    orderId: 'ORD-C',
    orderTime: at(60),
    ...due(1),
    status: 'completed',
    productInfo: other,
  }),
  anOrder({ orderId: 'ORD-D', orderTime: at(200), ...untitled, ...due(2), productInfo: other }),
];
const ids = (list: { orderId: string }[]) => list.map((o) => o.orderId);

describe('visibleOrders', () => {
  it('lists newest first', () => {
    expect(ids(visibleOrders([...orders].reverse(), '', DEFAULT_FILTERS, NOW))).toEqual([
      'ORD-A',
      'ORD-B',
      'ORD-C',
      'ORD-D',
    ]);
  });

  it('searches order id or product name, case-insensitively, as a substring', () => {
    expect(ids(visibleOrders(orders, 'ord-b', DEFAULT_FILTERS, NOW))).toEqual(['ORD-B']);
    expect(ids(visibleOrders(orders, 'classic', DEFAULT_FILTERS, NOW))).toEqual(['ORD-B']);
    expect(ids(visibleOrders(orders, '体验', DEFAULT_FILTERS, NOW))).toEqual(['ORD-A']);
    // A catalog product by its name in any language.
    expect(ids(visibleOrders(orders, 'hash power PACKAGE', DEFAULT_FILTERS, NOW))).toEqual([
      'ORD-C',
    ]);
    expect(ids(visibleOrders(orders, 'хешрейта', DEFAULT_FILTERS, NOW))).toEqual(['ORD-C']);
    expect(ids(visibleOrders(orders, '  ', DEFAULT_FILTERS, NOW))).toHaveLength(4);
  });

  it('filters by status', () => {
    const completed = { ...DEFAULT_FILTERS, status: 'completed' as const };
    expect(ids(visibleOrders(orders, '', completed, NOW))).toEqual(['ORD-C']);
  });

  it('filters by week, month and quarter as 7, 30 and 90 days back', () => {
    const range = (timeRange: 'week' | 'month' | 'quarter') => ({ ...DEFAULT_FILTERS, timeRange });
    expect(ids(visibleOrders(orders, '', range('week'), NOW))).toEqual(['ORD-A']);
    expect(ids(visibleOrders(orders, '', range('month'), NOW))).toEqual(['ORD-A', 'ORD-B']);
    expect(ids(visibleOrders(orders, '', range('quarter'), NOW))).toEqual([
      'ORD-A',
      'ORD-B',
      'ORD-C',
    ]);
    const edge = [anOrder({ orderId: 'EDGE', orderTime: at(7) })];
    expect(ids(visibleOrders(edge, '', range('week'), NOW))).toEqual(['EDGE']);
  });

  it('filters the BTC due inclusively, with defaults 0 and infinity', () => {
    const amount = (minAmount: string, maxAmount: string) => ({
      ...DEFAULT_FILTERS,
      minAmount,
      maxAmount,
    });
    expect(ids(visibleOrders(orders, '', amount('0.5', '1'), NOW))).toEqual(['ORD-B', 'ORD-C']);
    expect(ids(visibleOrders(orders, '', amount('1', ''), NOW))).toEqual(['ORD-C', 'ORD-D']);
    expect(ids(visibleOrders(orders, '', amount('', '0.1'), NOW))).toEqual(['ORD-A']);
    expect(ids(visibleOrders(orders, '', amount('abc', ''), NOW))).toHaveLength(4);
  });

  it('filters by payment state', () => {
    const paid = anOrder({ orderId: 'ORD-P', payment: aPayment({ state: 'paid' }) });
    const filters = { ...DEFAULT_FILTERS, paymentStates: ['paid' as const] };
    expect(ids(visibleOrders([...orders, paid], '', filters, NOW))).toEqual(['ORD-P']);
  });

  it('combines search and filters, and lists each id once', () => {
    const filters = { ...DEFAULT_FILTERS, status: 'pending' as const, timeRange: 'month' as const };
    expect(ids(visibleOrders([...orders, orders[0]!], 'ord', filters, NOW))).toEqual(['ORD-A']);
  });
});

describe('addOrderOutcome', () => {
  it('adds a found order; 404 or an empty reply is not found; anything else failed', () => {
    expect(addOrderOutcome({ data: { outcome: 'added', order: anOrder() } })).toBe('added');
    expect(addOrderOutcome({ data: { outcome: 'exists' } })).toBe('exists');
    expect(addOrderOutcome({ error: { status: 404, data: { error: 'Order x not found' } } })).toBe(
      'notFound',
    );
    expect(
      addOrderOutcome({
        error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: '' },
      }),
    ).toBe('notFound');
    expect(addOrderOutcome({ error: { status: 'FETCH_ERROR', error: 'down' } })).toBe('failed');
    expect(addOrderOutcome({ error: { status: 500, data: {} } })).toBe('failed');
  });

  it('says to wait when the service refuses more lookups from this address', () => {
    const refused = { status: 429, data: { code: 'rate_limited', message: 'Too many requests' } };
    expect(addOrderOutcome({ error: refused })).toBe('tooManyTries');
  });
});

describe('giveUpOutcome', () => {
  it('is done when the service removed it (or it was gone already), refused with a payment', () => {
    expect(giveUpOutcome({ data: { message: '删除成功' } })).toBe('deleted');
    const refused = { status: 409, data: { code: 'order_not_deletable', message: 'paid' } };
    expect(giveUpOutcome({ error: refused })).toBe('refused');
    expect(giveUpOutcome({ error: { status: 404, data: {} } })).toBe('gone');
    expect(giveUpOutcome({ error: { status: 'FETCH_ERROR', error: 'down' } })).toBe('network');
    expect(giveUpOutcome({ error: { status: 500, data: {} } })).toBe('failed');
    expect(GIVE_UP_MESSAGE_IDS.refused).toBe('orders.giveUp.refused');
  });
});
