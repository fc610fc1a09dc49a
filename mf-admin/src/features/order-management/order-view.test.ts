import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FILTERS, activeFilterCount } from '@minesite/shared/orders/filters';
import { anOrder, anOrderAwaitingPrice } from '../../../test/order-fixture';
import { orderListRequest } from './order-list-query';
import { choiceRows, formatMoney, orderProductName } from './order-view';

describe('reading an order', () => {
  it("names the product in the reader's language, else the stored title", () => {
    const order = anOrder();
    expect(orderProductName(order, 'en')).toBe('180-day BTC hash power package');
    expect(orderProductName(order, 'zh-CN')).toBe('180天 BTC 算力套餐');
    // No Spanish name: the stored title.
    order.product!.name.es = '';
    expect(orderProductName(order, 'es')).toBe('180天 BTC 算力套餐');
    expect(orderProductName({ ...order, product: null }, 'en')).toBe('180天 BTC 算力套餐');
  });

  it("shows the buyer's choice by kind", () => {
    expect(choiceRows(anOrder())).toEqual([
      {
        labelId: 'admin.orders.choice.hashrate',
        value: { id: 'admin.orders.choice.hashrate.value', values: { value: 10 } },
      },
      {
        labelId: 'admin.orders.choice.duration',
        value: { id: 'admin.orders.choice.days', values: { count: 180 } },
      },
      {
        labelId: 'admin.orders.choice.powerDays',
        value: { id: 'admin.orders.choice.days', values: { count: 15 } },
      },
    ]);
    expect(choiceRows(anOrderAwaitingPrice())).toEqual([
      {
        labelId: 'admin.orders.choice.quantity',
        value: { id: 'admin.orders.choice.units', values: { count: 2 } },
      },
    ]);
    const rental = anOrder();
    rental.quote = {
      ...rental.quote!,
      choice: { kind: 'rental', productId: 'p', plan: 'monthly', months: 3, region: 'canada' },
    };
    expect(choiceRows(rental).map((row) => row.value)).toEqual([
      { id: 'admin.orders.choice.plan.monthly' },
      { id: 'admin.orders.choice.months', values: { count: 3 } },
      { id: 'admin.orders.region.canada' },
    ]);
  });

  it('shows what an order made before quotes stored', () => {
    const old = anOrder({ product: null, quote: null });
    old.productInfo = { title: 'x', hashrate: '10', period: '', powerDays: '30' };
    expect(choiceRows(old)).toEqual([
      { labelId: 'admin.orders.choice.hashrate', value: { text: '10' } },
      { labelId: 'admin.orders.choice.powerDays', value: { text: '30' } },
    ]);
  });

  it("writes money in the quote's currency", () => {
    const intl = createIntl({ locale: 'en' });
    expect(formatMoney(intl, 1007.5, 'USD')).toBe('$1,007.50');
    expect(formatMoney(intl, 0.0125, 'CNY')).toBe('CN¥0.0125');
    expect(formatMoney(intl, 12, 'USDT')).toBe('12 USDT');
  });
});

describe('the list query', () => {
  it('asks for the chosen payment states, comma-separated, beside the status', () => {
    const search = {
      ...DEFAULT_ORDER_FILTERS,
      status: 'pending' as const,
      paymentStates: ['review' as const, 'awaiting_price' as const],
      q: '',
      now: 0,
    };
    const request = orderListRequest(search);
    expect(request.status).toBe('pending');
    expect(request.paymentState).toBe('review,awaiting_price');
    expect(activeFilterCount(search)).toBe(2);
    expect(orderListRequest({ ...search, paymentStates: [] }).paymentState).toBeUndefined();
  });

  it('starts the time range that many days before the filters were applied', () => {
    const now = Date.parse('2025-06-30T12:00:00.000Z');
    const request = orderListRequest({ ...DEFAULT_ORDER_FILTERS, timeRange: 'week', q: '', now });
    expect(request.from).toBe('2025-06-23T12:00:00.000Z');
    expect(request.minAmount).toBeUndefined();
  });
});
