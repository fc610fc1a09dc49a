/**
 * The order list's search and filters (spec sections 2 and 5) as the service's query:
 * status, a case-insensitive search on order id or product title, the last 7, 30 or 90 days,
 * and an inclusive amount range.
 */
import type { OrderStatus } from '@minesite/shared/domain';
import { queryString } from '../../lib/paging';

export const TIME_RANGES = ['all', 'week', 'month', 'quarter'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

const TIME_RANGE_DAYS: Record<Exclude<TimeRange, 'all'>, number> = {
  week: 7,
  month: 30,
  quarter: 90,
};

export interface OrderFilters {
  status: OrderStatus | 'all';
  timeRange: TimeRange;
  /** As typed; empty means no bound. */
  minAmount: string;
  maxAmount: string;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  status: 'all',
  timeRange: 'all',
  minAmount: '',
  maxAmount: '',
};

/** What the list asks the service for (one cache entry per search). */
export interface OrderListQuery extends OrderFilters {
  q: string;
  /** When the time range was chosen, so that "the last 7 days" does not drift on each load. */
  now: number;
}

const bound = (value: string) => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

export function orderListParams(query: OrderListQuery, page: number, pageSize: number): string {
  const from =
    query.timeRange === 'all'
      ? undefined
      : new Date(query.now - TIME_RANGE_DAYS[query.timeRange] * 86_400_000).toISOString();
  return queryString({
    page,
    pageSize,
    status: query.status === 'all' ? undefined : query.status,
    q: query.q.trim(),
    from,
    minAmount: bound(query.minAmount),
    maxAmount: bound(query.maxAmount),
  });
}

export function activeFilterCount(filters: OrderFilters): number {
  return (
    Number(filters.status !== 'all') +
    Number(filters.timeRange !== 'all') +
    Number(bound(filters.minAmount) !== undefined || bound(filters.maxAmount) !== undefined)
  );
}
