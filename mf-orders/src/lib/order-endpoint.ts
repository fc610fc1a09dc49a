/**
 * The one path by which this remote reads an order from the service, for my orders, adding an
 * order by id and the order detail: the contract's `orderRoutes.get` (the public view), saved
 * as this browser's copy. The service's copy is the truth: its payment state says what the
 * buyer has paid. Components never touch the browser's storage: they use the endpoints built
 * on this.
 */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { BoundSiteBaseQuery, SiteBaseQuery, SiteQueryReply } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import type { PublicOrder } from '@minesite/shared/domain';
import { orderRoutes } from '@minesite/shared/routes/orders';
import { writeCachedOrder } from '@minesite/shared/storage';
import { emptyResponseError } from './empty-response';

type BaseQueryResult = Awaited<ReturnType<SiteBaseQuery>>;

/** Saves `order` as this browser's copy. */
export const saveLocalOrderCopy = (order: PublicOrder): void => writeCachedOrder(order);

/**
 * A reply that should hold an order: the order as the contract types it (the service's
 * presenter wrote it); a 2xx without one (an empty body, a proxy's page) is the
 * empty-response error; errors are the service's.
 */
export function orderOfReply(result: BaseQueryResult): SiteQueryReply<PublicOrder> {
  if (result.error) return { error: result.error };
  const reply = result.data as Partial<PublicOrder> | null | undefined;
  if (typeof reply !== 'object' || reply === null || typeof reply.orderId !== 'string') {
    const status = (result.meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 200;
    return { error: emptyResponseError(status) };
  }
  return { data: reply as PublicOrder };
}

/** The order a reply holds, saved as the local copy. */
export function orderFromReply(result: BaseQueryResult): SiteQueryReply<PublicOrder> {
  const reply = orderOfReply(result);
  if (reply.data) saveLocalOrderCopy(reply.data);
  return reply;
}

/** The order as the service has it, saved as the local copy. */
export async function fetchOrder(
  baseQuery: BoundSiteBaseQuery,
  orderId: string,
): Promise<SiteQueryReply<PublicOrder>> {
  return orderFromReply(await baseQuery(endpointQuery(orderRoutes.get, { params: { orderId } })));
}
