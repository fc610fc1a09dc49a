import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@minesite/shared/api';
import type { Order } from '@minesite/shared/domain';
import { forgetOrder, readCachedOrder, writeCachedOrder } from '@minesite/shared/storage';
import { emptyResponseError } from '../../lib/empty-response';
import { normalizeOrder, withLocalPaymentMark } from '../../lib/normalize-order';

/** The visitor's tracked orders as the service has them. */
export interface TrackedOrders {
  orders: Order[];
  /** Ids the service no longer knows (expired or deleted). */
  missing: string[];
  /** Ids that could not be loaded now; their cached copies are in `orders` when there are any. */
  failed: string[];
}

const path = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;
const cachedCopy = (orderId: string) => normalizeOrder(readCachedOrder(orderId));

const myOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    trackedOrders: build.query<TrackedOrders, readonly string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const replies = await Promise.all(
          ids.map(async (id) => ({ id, ...(await baseQuery(path(id))) })),
        );
        const tracked: TrackedOrders = { orders: [], missing: [], failed: [] };
        for (const { id, data, error } of replies) {
          const order = error ? null : normalizeOrder(data);
          if (order) {
            const shown = withLocalPaymentMark(order, cachedCopy(id));
            writeCachedOrder(shown);
            tracked.orders.push(shown);
          } else if ((error as FetchBaseQueryError | undefined)?.status === 404) {
            // Expired unpaid or deleted on the service: it leaves the visitor's list.
            forgetOrder(id);
            tracked.missing.push(id);
          } else {
            tracked.failed.push(id);
            const cached = cachedCopy(id);
            if (cached) tracked.orders.push(cached);
          }
        }
        return { data: tracked };
      },
      providesTags: (_result, _error, ids) => [
        { type: 'Order', id: 'LIST' },
        ...ids.map((id) => ({ type: 'Order' as const, id })),
      ],
    }),

    /** One order by id, for adding it to the visitor's list. */
    findOrder: build.query<Order, string>({
      async queryFn(orderId, _api, _extra, baseQuery) {
        const result = await baseQuery(path(orderId));
        if (result.error) return { error: result.error };
        const order = normalizeOrder(result.data);
        const status = (result.meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 200;
        return order ? { data: order } : { error: emptyResponseError(status) };
      },
    }),
  }),
});

export const { useTrackedOrdersQuery, useLazyFindOrderQuery } = myOrdersApi;
