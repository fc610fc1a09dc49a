import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@minesite/shared/api';
import type { Order } from '@minesite/shared/domain';
import { readCachedOrder, writeCachedOrder } from '@minesite/shared/storage';
import { emptyResponseError } from '../../lib/empty-response';
import { normalizeOrder, withLocalPaymentMark } from '../../lib/normalize-order';

export interface PaymentSubmission {
  orderId: string;
  transactionHash: string;
  email: string;
}

const path = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;
const cachedCopy = (orderId: string) => normalizeOrder(readCachedOrder(orderId));

const orderDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orderDetail: build.query<Order, string>({
      async queryFn(orderId, _api, _extra, baseQuery) {
        const result = await baseQuery(path(orderId));
        if (result.error) return { error: result.error };
        const order = normalizeOrder(result.data);
        if (!order) {
          const status = (result.meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 200;
          return { error: emptyResponseError(status) };
        }
        const shown = withLocalPaymentMark(order, cachedCopy(orderId));
        writeCachedOrder(shown);
        return { data: shown };
      },
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),

    /** Resolves to the service's reply; its message is 删除成功 on success (spec section 7). */
    deleteOrder: build.mutation<{ message?: string }, string>({
      query: (orderId) => ({ url: path(orderId), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),

    submitPayment: build.mutation<Order | null, PaymentSubmission>({
      query: ({ orderId, transactionHash, email }) => ({
        url: `${path(orderId)}/payment`,
        method: 'POST',
        body: { transactionHash, email },
      }),
      transformResponse: (reply: unknown) => normalizeOrder(reply),
      // The spec's local mark: once the payment is in, this browser shows the order completed.
      async onQueryStarted({ orderId, transactionHash, email }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (saved === undefined) return;
        const base = saved ?? cachedCopy(orderId);
        if (!base) return;
        const marked: Order = {
          ...base,
          status: 'completed',
          transactionHash,
          buyerEmail: email,
          paymentTime: base.paymentTime || new Date().toISOString(),
        };
        writeCachedOrder(marked);
        dispatch(orderDetailApi.util.upsertQueryData('orderDetail', orderId, marked));
      },
      invalidatesTags: (_reply, error, { orderId }) =>
        error ? [] : [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useOrderDetailQuery, useDeleteOrderMutation, useSubmitPaymentMutation } =
  orderDetailApi;
