import { baseApi } from '@minesite/shared/api';
import type { Order } from '@minesite/shared/domain';
import { forgetOrder } from '@minesite/shared/storage';
import { normalizeOrder } from '../../lib/normalize-order';
import {
  fetchOrder,
  localOrderCopy,
  orderPath,
  saveLocalOrderCopy,
} from '../../lib/order-endpoint';
import { deleteOutcome } from './delete-outcome';

export interface PaymentSubmission {
  orderId: string;
  transactionHash: string;
  email: string;
}

const orderDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orderDetail: build.query<Order, string>({
      queryFn: (orderId, _api, _extra, baseQuery) => fetchOrder(baseQuery, orderId),
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),

    /** Resolves to the service's reply; its message is 删除成功 on success (spec section 7). */
    deleteOrder: build.mutation<{ message?: string }, string>({
      async queryFn(orderId, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: orderPath(orderId), method: 'DELETE' });
        const reply = result.error
          ? { error: result.error }
          : { data: (result.data ?? {}) as { message?: string } };
        // Gone on the service: this browser forgets every trace of it too.
        if (deleteOutcome(reply) === 'deleted') forgetOrder(orderId);
        return reply;
      },
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),

    submitPayment: build.mutation<Order | null, PaymentSubmission>({
      query: ({ orderId, transactionHash, email }) => ({
        url: `${orderPath(orderId)}/payment`,
        method: 'POST',
        body: { transactionHash, email },
      }),
      transformResponse: (reply: unknown) => normalizeOrder(reply),
      // The spec's local mark: once the payment is in, this browser shows the order completed.
      async onQueryStarted({ orderId, transactionHash, email }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (saved === undefined) return;
        const base = saved ?? localOrderCopy(orderId);
        if (!base) return;
        const marked: Order = {
          ...base,
          status: 'completed',
          transactionHash,
          buyerEmail: email,
          paymentTime: base.paymentTime || new Date().toISOString(),
        };
        saveLocalOrderCopy(marked);
        await dispatch(orderDetailApi.util.upsertQueryData('orderDetail', orderId, marked));
      },
      invalidatesTags: (_reply, error, { orderId }) =>
        error ? [] : [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useOrderDetailQuery, useDeleteOrderMutation, useSubmitPaymentMutation } =
  orderDetailApi;
