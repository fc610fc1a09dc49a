/**
 * The one path by which this remote reads an order from the service, for my orders, adding an
 * order by id and the order detail: GET /api/orders/{orderId} (the public view), normalized
 * and saved as this browser's copy. The service's copy is the truth: its payment state says
 * what the buyer has paid. Components never touch the browser's storage: they use the
 * endpoints built on this.
 */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { BoundSiteBaseQuery, SiteBaseQuery, SiteQueryReply } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import type { Order } from '@minesite/shared/domain';
import { orderRoutes } from '@minesite/shared/routes/orders';
import { readCachedOrder, writeCachedOrder } from '@minesite/shared/storage';
import { emptyResponseError } from './empty-response';
import { normalizeOrder } from './normalize-order';

type BaseQueryResult = Awaited<ReturnType<SiteBaseQuery>>;

/** The copy of the order this browser keeps, normalized; null when it has none. */
export const localOrderCopy = (orderId: string): Order | null =>
  normalizeOrder(readCachedOrder(orderId));

/** Saves `order` as this browser's copy. */
export const saveLocalOrderCopy = (order: Order): void => writeCachedOrder(order);

/**
 * A reply that should hold an order: the order, normalized and saved as the local copy; a
 * reply without one is the empty-response error; errors are the service's.
 */
export function orderFromReply(result: BaseQueryResult): SiteQueryReply<Order> {
  if (result.error) return { error: result.error };
  const order = normalizeOrder(result.data);
  if (!order) {
    const status = (result.meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 200;
    return { error: emptyResponseError(status) };
  }
  saveLocalOrderCopy(order);
  return { data: order };
}

/** The order as the service has it, saved as the local copy. */
export async function fetchOrder(
  baseQuery: BoundSiteBaseQuery,
  orderId: string,
): Promise<SiteQueryReply<Order>> {
  return orderFromReply(await baseQuery(endpointQuery(orderRoutes.get, { params: { orderId } })));
}
