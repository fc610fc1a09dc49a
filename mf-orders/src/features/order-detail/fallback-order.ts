/**
 * What the order detail shows when the service cannot give the order: the copy
 * cached in this browser, else the current order if it is this one, else a placeholder with
 * status pending and no product title (shown as 'unknown product').
 */
import type { PublicOrder } from '@minesite/shared/domain';
import { readCurrentOrder } from '@minesite/shared/storage';
import { localOrderCopy, normalizeOrder } from '../../lib/normalize-order';

export interface FallbackOrder {
  order: PublicOrder;
  source: 'cache' | 'placeholder';
}

export function fallbackOrder(
  orderId: string,
  cached: PublicOrder | null,
  current: PublicOrder | null,
): FallbackOrder {
  if (cached) return { order: cached, source: 'cache' };
  if (current?.orderId === orderId) return { order: current, source: 'cache' };
  return { order: placeholderOrder(orderId), source: 'placeholder' };
}

function placeholderOrder(orderId: string): PublicOrder {
  // An order with nothing but its id (never empty: the screen shows no body without one);
  // every other field takes its default (pending, '' and 0).
  return normalizeOrder({ orderId })!;
}

/** The fallback from what this browser keeps: its copy of the order, then its current order. */
export function localFallbackOrder(orderId: string): FallbackOrder {
  return fallbackOrder(orderId, localOrderCopy(orderId), normalizeOrder(readCurrentOrder()));
}
