/** Search, filters and order of the my-orders list (spec sections 4 and 5, "Filters"). */
import type { Order, OrderStatus } from '@minesite/shared/domain';
import { orderTimeMs } from '../../lib/normalize-order';
import { orderProductNames } from '../../lib/product-name';

export const TIME_RANGES = ['all', 'week', 'month', 'quarter'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

/** Days back from now of each time range. */
export const TIME_RANGE_DAYS: Record<Exclude<TimeRange, 'all'>, number> = {
  week: 7,
  month: 30,
  quarter: 90,
};

const DAY_MS = 86_400_000;

export interface OrderFilters {
  status: OrderStatus | 'all';
  timeRange: TimeRange;
  /** As typed; empty means no lower bound (0). */
  minAmount: string;
  /** As typed; empty means no upper bound (infinity). */
  maxAmount: string;
}

export const DEFAULT_FILTERS: OrderFilters = {
  status: 'all',
  timeRange: 'all',
  minAmount: '',
  maxAmount: '',
};

function bound(text: string, fallback: number): number {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : fallback;
}

/** How many filters differ from the defaults (shown on the filter button). */
export function activeFilterCount(filters: OrderFilters): number {
  return (
    Number(filters.status !== 'all') +
    Number(filters.timeRange !== 'all') +
    Number(bound(filters.minAmount, 0) !== 0) +
    Number(bound(filters.maxAmount, Infinity) !== Infinity)
  );
}

function matchesSearch(order: Order, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  // The product by any of its names: the one on screen, the other languages', the stored title.
  return [order.orderId, ...orderProductNames(order)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function matchesFilters(order: Order, filters: OrderFilters, nowMs: number): boolean {
  if (filters.status !== 'all' && order.status !== filters.status) return false;
  if (filters.timeRange !== 'all') {
    const since = nowMs - TIME_RANGE_DAYS[filters.timeRange] * DAY_MS;
    if (orderTimeMs(order) < since) return false;
  }
  const min = bound(filters.minAmount, 0);
  const max = bound(filters.maxAmount, Infinity);
  return order.payment.dueBtc >= min && order.payment.dueBtc <= max;
}

/** The orders to list: searched, filtered, newest first, each id once. */
export function visibleOrders(
  orders: readonly Order[],
  search: string,
  filters: OrderFilters,
  nowMs: number,
): Order[] {
  const seen = new Set<string>();
  return orders
    .filter((order) => {
      if (seen.has(order.orderId)) return false;
      seen.add(order.orderId);
      return matchesSearch(order, search) && matchesFilters(order, filters, nowMs);
    })
    .sort((a, b) => orderTimeMs(b) - orderTimeMs(a));
}
