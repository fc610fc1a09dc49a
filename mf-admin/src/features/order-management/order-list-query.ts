/**
 * The order list's search and filters as the service's query:
 * status, payment states, a case-insensitive search on order id or product title, the last 7,
 * 30 or 90 days, and an inclusive amount range. The filters are the shared order filters.
 */
import type { OrderListRequest, PaymentFlag } from '@minesite/shared/contract';
import { amountBound, rangeStartMs, type OrderFilters } from '@minesite/shared/orders/filters';

/** What the list screen searches for (one cache entry per search). */
export interface OrderSearch extends OrderFilters {
  q: string;
  /** When the time range was chosen, so that "the last 7 days" does not drift on each load. */
  now: number;
  /** Payments flagged late, underpaid or overpaid (from the dashboard's link). */
  paymentFlag?: PaymentFlag;
}

export function orderListRequest(search: OrderSearch): OrderListRequest {
  const from = rangeStartMs(search.timeRange, search.now);
  return {
    status: search.status === 'all' ? undefined : search.status,
    paymentState: search.paymentStates.join(',') || undefined,
    paymentFlag: search.paymentFlag,
    q: search.q.trim() || undefined,
    from: from === undefined ? undefined : new Date(from).toISOString(),
    minAmount: amountBound(search.minAmount),
    maxAmount: amountBound(search.maxAmount),
  };
}
