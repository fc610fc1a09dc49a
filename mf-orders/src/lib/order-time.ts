import type { PublicOrder } from '@minesite/shared/domain';

/** When the order was placed, in ms (orderTime, else createdAt); 0 when unknown. */
export function orderTimeMs(order: Pick<PublicOrder, 'orderTime' | 'createdAt'>): number {
  const ms = Date.parse(order.orderTime || order.createdAt || '');
  return Number.isFinite(ms) ? ms : 0;
}
