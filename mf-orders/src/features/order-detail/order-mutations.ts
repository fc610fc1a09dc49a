/**
 * The buyer's changes to an order: a payment claim, a refund address, a move to another rail.
 * Each answers the order as saved, which becomes the page's copy. They load with the dialog or
 * card that makes them (pay-dialog, refund-card, rail-switch-card), not with the page.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { PaymentRequest, RefundAddressInput } from '@minesite/shared/contract';
import type { PaymentRail, PublicOrder } from '@minesite/shared/domain';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { orderRoutes } from '@minesite/shared/routes/orders';
import { orderFromReply } from '../../lib/order-endpoint';
import { orderDetailApi } from './api';

/**
 * When the page reads the order again besides taking the answer: after a claim is taken (the
 * chain check may move it on), or after a refusal (the order moved meanwhile).
 */
type Reread = 'after-success' | 'after-refusal';

const orderMutationsApi = orderDetailApi.injectEndpoints({
  endpoints: (build) => {
    const change = <Arg extends { orderId: string }>(
      request: (arg: Arg) => FetchArgs,
      reread: Reread,
    ) =>
      build.mutation<PublicOrder, Arg>({
        queryFn: async (arg, _api, _extra, baseQuery) =>
          orderFromReply(await baseQuery(request(arg))),
        async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
          const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (saved)
            await dispatch(orderDetailApi.util.upsertQueryData('orderDetail', orderId, saved));
        },
        invalidatesTags: (_reply, error, { orderId }) =>
          (reread === 'after-refusal') === !!error ? [{ type: 'Order', id: orderId }] : [],
      });
    return {
      /**
       * The buyer's claim: the transaction hash and an e-mail. The service checks the hash on
       * the chain when it can and answers the order with its claim (verified or not yet
       * checked); the page shows that answer, never a state of its own making.
       */
      submitPayment: change<{ orderId: string; payment: PaymentRequest }>(
        ({ orderId, payment }) =>
          endpointQuery(orderRoutes.submitPayment, { params: { orderId }, body: payment }),
        'after-success',
      ),
      /**
       * The buyer's address for the refund the shop offered (and an e-mail to hear when it is
       * sent). The service checks the address for the order's network; a refusal because no
       * refund is offered (any more) reads the order again.
       */
      requestRefund: change<{ orderId: string; body: RefundAddressInput }>(
        ({ orderId, body }) =>
          endpointQuery(orderRoutes.requestRefund, { params: { orderId }, body }),
        'after-refusal',
      ),
      /** The unpaid order moves to another rail (a new address); refused if something was paid. */
      changeRail: change<{ orderId: string; rail: PaymentRail }>(
        ({ orderId, rail }) =>
          endpointQuery(orderRoutes.changeRail, { params: { orderId }, body: { rail } }),
        'after-refusal',
      ),
    };
  },
});

export const { useSubmitPaymentMutation, useRequestRefundMutation, useChangeRailMutation } =
  orderMutationsApi;
