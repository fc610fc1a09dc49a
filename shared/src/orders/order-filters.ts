/**
 * The order filters of my orders and of the admin's order list (docs/product.md,
 * "Orders"): status, payment states (any of several; none chosen means all), a time range of
 * 7, 30 or 90 days back from now, and an inclusive amount range in BTC whose bounds default
 * to 0 and infinity. My orders applies them in the browser; the admin asks the service.
 */
import type { OrderStatus } from '../domain/orders';
import type { PaymentState } from '../domain/payment';

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
  paymentStates: PaymentState[];
  timeRange: TimeRange;
  /** As typed; empty (or not a number) means no lower bound. */
  minAmount: string;
  /** As typed; empty (or not a number) means no upper bound. */
  maxAmount: string;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  status: 'all',
  paymentStates: [],
  timeRange: 'all',
  minAmount: '',
  maxAmount: '',
};

/** A typed amount bound: a number of at least 0, or undefined for none. */
export function amountBound(typed: string): number | undefined {
  const value = typed.trim() === '' ? NaN : Number(typed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** When the time range starts, counted back from `nowMs`; undefined for all time. */
export function rangeStartMs(timeRange: TimeRange, nowMs: number): number | undefined {
  return timeRange === 'all' ? undefined : nowMs - TIME_RANGE_DAYS[timeRange] * DAY_MS;
}

/** How many filters differ from the defaults (shown on the filter button). */
export function activeFilterCount(filters: OrderFilters): number {
  return (
    Number(filters.status !== 'all') +
    Number(filters.paymentStates.length > 0) +
    Number(filters.timeRange !== 'all') +
    Number((amountBound(filters.minAmount) ?? 0) > 0) +
    Number(amountBound(filters.maxAmount) !== undefined)
  );
}

/** Whether an order (its status, payment state, time and BTC due) passes the filters. */
export function passesOrderFilters(
  order: { status: OrderStatus; paymentState: PaymentState; timeMs: number; amountBtc: number },
  filters: OrderFilters,
  nowMs: number,
): boolean {
  if (filters.status !== 'all' && order.status !== filters.status) return false;
  if (filters.paymentStates.length > 0 && !filters.paymentStates.includes(order.paymentState)) {
    return false;
  }
  const since = rangeStartMs(filters.timeRange, nowMs);
  if (since !== undefined && order.timeMs < since) return false;
  const min = amountBound(filters.minAmount) ?? 0;
  const max = amountBound(filters.maxAmount) ?? Infinity;
  return order.amountBtc >= min && order.amountBtc <= max;
}
