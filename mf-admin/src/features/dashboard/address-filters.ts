/**
 * The filters an admin list takes from its address, so that a dashboard count opens the list
 * showing what it counted: `/admin/contact?status=new`, `/order-management?status=awaiting_price`
 * (an order status or a payment state), `/order-management?payment=late|under|over`.
 */
import {
  ORDER_STATUSES,
  PAYMENT_STATES,
  type OrderStatus,
  type PaymentFlag,
  type PaymentState,
} from '@minesite/shared/domain';
import { DEFAULT_ORDER_FILTERS, type OrderFilters } from '@minesite/shared/orders/filters';
import { filterFromAddress } from '../../lib/filter-from-address';

/** The address's short names of the payment flags. */
export const PAYMENT_FLAG_PARAMS: Record<'late' | 'under' | 'over', PaymentFlag> = {
  late: 'late',
  under: 'underpaid',
  over: 'overpaid',
};

export function orderFiltersFromAddress(params: URLSearchParams): {
  filters: OrderFilters;
  paymentFlag: PaymentFlag | undefined;
} {
  const status = filterFromAddress<OrderStatus>(params, 'status', ORDER_STATUSES);
  const state = filterFromAddress<PaymentState>(params, 'status', PAYMENT_STATES);
  const flag = filterFromAddress(params, 'payment', ['late', 'under', 'over'] as const);
  return {
    filters: {
      ...DEFAULT_ORDER_FILTERS,
      status: status ?? 'all',
      paymentStates: state ? [state] : [],
    },
    paymentFlag: flag ? PAYMENT_FLAG_PARAMS[flag] : undefined,
  };
}
