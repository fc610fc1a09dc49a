/**
 * Search, filters and order of the my-orders list, applied
 * in the browser to the tracked orders; the filters themselves are the shared order filters.
 */
import type { PublicOrder } from '@minesite/shared/domain';
import { passesOrderFilters, type OrderFilters } from '@minesite/shared/orders/filters';
import { orderTimeMs } from '../../lib/order-time';
import { orderProductNames } from '../../lib/product-name';

function matchesSearch(order: PublicOrder, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  // The product by any of its names: the one on screen, the other languages', the stored title.
  return [order.orderId, ...orderProductNames(order)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The orders to list: searched, filtered, newest first, each id once. */
export function visibleOrders(
  orders: readonly PublicOrder[],
  search: string,
  filters: OrderFilters,
  nowMs: number,
): PublicOrder[] {
  const seen = new Set<string>();
  return orders
    .filter((order) => {
      if (seen.has(order.orderId)) return false;
      seen.add(order.orderId);
      const facts = {
        status: order.status,
        paymentState: order.payment.state,
        timeMs: orderTimeMs(order),
        amountBtc: order.payment.dueBtc,
      };
      return matchesSearch(order, search) && passesOrderFilters(facts, filters, nowMs);
    })
    .sort((a, b) => orderTimeMs(b) - orderTimeMs(a));
}
