import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@minesite/shared/api';
import type { Order, PaymentMethod, Pool, ProductInfo } from '@minesite/shared/domain';
import { trackOrderId, writeCachedOrder } from '@minesite/shared/storage';
import { emptyResponseError } from '../../lib/empty-response';
import { normalizeOrder } from '../../lib/normalize-order';

/** Spec section 9: the purchase request gives up after 10 s. */
export const CREATE_ORDER_TIMEOUT_MS = 10_000;

/** The body of POST /api/orders (spec section 7). */
export interface CreateOrderBody {
  orderId: string;
  productInfo: ProductInfo;
  deliveryAddress: string;
  /** A machine purchase sends none ('' is stored). */
  selectedPool: Pool | '';
  paymentMethod: PaymentMethod | '';
  orderTime: string;
  status: 'pending';
  /** Machines ordered (a shop purchase only). */
  quantity?: number;
}

const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, CreateOrderBody>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/api/orders',
          method: 'POST',
          body,
          timeout: CREATE_ORDER_TIMEOUT_MS,
        });
        if (result.error) return { error: result.error };
        const order = normalizeOrder(result.data);
        const status = (result.meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 200;
        return order ? { data: order } : { error: emptyResponseError(status) };
      },
      // Only a saved order is remembered: a failed attempt leaves nothing behind in the browser.
      async onQueryStarted(_body, { queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(() => ({ data: null }));
        if (!order) return;
        trackOrderId(order.orderId);
        writeCachedOrder(order);
      },
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useCreateOrderMutation } = checkoutApi;
