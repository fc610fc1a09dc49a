/**
 * The order list's search and filters (spec sections 2 and 5) as the service's query:
 * status, payment states, a case-insensitive search on order id or product title, the last 7,
 * 30 or 90 days, and an inclusive amount range.
 */
import type { OrderListRequest } from '@minesite/shared/contract';
import type { OrderStatus, PaymentState } from '@minesite/shared/domain';
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
  /** Any of these payment states; none chosen means all. */
  paymentStates: PaymentState[];
  timeRange: TimeRange;
  /** As typed; empty means no bound. */
  minAmount: string;
  maxAmount: string;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  status: 'all',
  paymentStates: [],
  timeRange: 'all',
  minAmount: '',
  maxAmount: '',
};

/** What the list screen searches for (one cache entry per search). */
export interface OrderSearch extends OrderFilters {
  q: string;
  /** When the time range was chosen, so that "the last 7 days" does not drift on each load. */
  now: number;
}

const bound = (value: string) => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

export function orderListParams(search: OrderSearch, page: number, pageSize: number): string {
  const from =
    search.timeRange === 'all'
      ? undefined
      : new Date(search.now - TIME_RANGE_DAYS[search.timeRange] * 86_400_000).toISOString();
  const request = {
    page,
    pageSize,
    status: search.status === 'all' ? undefined : search.status,
    paymentState: search.paymentStates.join(',') || undefined,
    q: search.q.trim(),
    from,
    minAmount: bound(search.minAmount),
    maxAmount: bound(search.maxAmount),
  } satisfies OrderListRequest;
  return queryString(request);
}

export function activeFilterCount(filters: OrderFilters): number {
  return (
    Number(filters.status !== 'all') +
    Number(filters.paymentStates.length > 0) +
    Number(filters.timeRange !== 'all') +
    Number(bound(filters.minAmount) !== undefined || bound(filters.maxAmount) !== undefined)
  );
}
