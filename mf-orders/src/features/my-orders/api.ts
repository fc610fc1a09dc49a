import { baseApi } from '@minesite/shared/api';
import type { PublicOrder } from '@minesite/shared/domain';
import { forgetOrder, readTrackedOrderIds, trackOrderId } from '@minesite/shared/storage';
import { localOrderCopy } from '../../lib/normalize-order';
import { fetchOrder } from '../../lib/order-endpoint';
import type { AddedOrder } from './add-order-outcome';

/** The visitor's tracked orders as the service has them. */
export interface TrackedOrders {
  orders: PublicOrder[];
  /** Ids that could not be loaded now; their cached copies are in `orders` when there are any. */
  failed: string[];
}

const myOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The orders this browser tracks (their ids are kept in its storage). */
    trackedOrders: build.query<TrackedOrders, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const ids = readTrackedOrderIds();
        const replies = await Promise.all(
          ids.map(async (id) => ({ id, reply: await fetchOrder(baseQuery, id) })),
        );
        const tracked: TrackedOrders = { orders: [], failed: [] };
        for (const { id, reply } of replies) {
          if (!reply.error) {
            tracked.orders.push(reply.data);
          } else if (reply.error.status === 404) {
            // Expired unpaid or deleted on the service: it leaves the visitor's list.
            forgetOrder(id);
          } else {
            tracked.failed.push(id);
            const cached = localOrderCopy(id);
            if (cached) tracked.orders.push(cached);
          }
        }
        return { data: tracked };
      },
      providesTags: (tracked) => [
        { type: 'Order', id: 'LIST' },
        ...(tracked?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order.orderId })),
      ],
    }),

    /** Adds an order to this browser's list by its id: looked up and saved. */
    addTrackedOrder: build.mutation<AddedOrder, string>({
      async queryFn(orderId, _api, _extra, baseQuery) {
        if (readTrackedOrderIds().includes(orderId)) return { data: { outcome: 'exists' } };
        const reply = await fetchOrder(baseQuery, orderId);
        if (reply.error) return { error: reply.error };
        trackOrderId(reply.data.orderId);
        return { data: { outcome: 'added', order: reply.data } };
      },
      invalidatesTags: (added) =>
        added?.outcome === 'added' ? [{ type: 'Order', id: 'LIST' }] : [],
    }),
  }),
});

export const { useTrackedOrdersQuery } = myOrdersApi;
export const { addTrackedOrder } = myOrdersApi.endpoints;
