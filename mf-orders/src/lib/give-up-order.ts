/**
 * Giving up an order (DELETE /api/orders/{orderId}): the service removes only an order with no
 * payment evidence and refuses anything else with 409 `order_not_deletable`. Loaded on the tap
 * that gives an order up, from the order page or my orders.
 */
import { baseApi, normalizeApiError, type SiteQueryReply } from '@minesite/shared/api';
import type { Deleted } from '@minesite/shared/contract';
import { forgetOrder } from '@minesite/shared/storage';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { orderRoutes } from '@minesite/shared/routes/orders';

const giveUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    giveUpOrder: build.mutation<Deleted, string>({
      async queryFn(orderId, _api, _extra, baseQuery): Promise<SiteQueryReply<Deleted>> {
        const result = await baseQuery(endpointQuery(orderRoutes.remove, { params: { orderId } }));
        // Refused, or gone already (another device gave it up: this one forgets it too).
        if (result.error?.status === 404) forgetOrder(orderId);
        if (result.error) return { error: result.error };
        forgetOrder(orderId);
        return { data: result.data as Deleted };
      },
      // Gone: the visitor's list loads again. Refused: the order is read again, since the
      // service has seen something of it that this page had not.
      invalidatesTags: (_reply, error, orderId) =>
        error ? [{ type: 'Order', id: orderId }] : [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { giveUpOrder } = giveUpApi.endpoints;

export type GiveUpOutcome = 'deleted' | 'refused' | 'gone' | 'network' | 'failed';

export const GIVE_UP_MESSAGE_IDS: Record<GiveUpOutcome, string> = {
  deleted: 'orders.giveUp.done',
  refused: 'orders.giveUp.refused',
  // Already removed (another device gave it up): as good as done.
  gone: 'orders.giveUp.done',
  network: 'orders.giveUp.error.network',
  failed: 'orders.giveUp.error.failed',
};

export function giveUpOutcome(result: { data?: unknown; error?: unknown }): GiveUpOutcome {
  if (result.error === undefined) return 'deleted';
  const failure = normalizeApiError(result.error);
  if (failure.kind === 'network' || failure.kind === 'timeout') return 'network';
  if (failure.kind !== 'server') return 'failed';
  if (failure.status === 409) return 'refused';
  if (failure.status === 404) return 'gone';
  return 'failed';
}
