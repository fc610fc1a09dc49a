// The calls that resolve an order's payment, BTCPay-style: the operator accepts it (confirm),
// marks it invalid or offers a refund; the buyer gives the refund's address; the operator
// records the refund sent. Each operator call is audited.
import {
  confirmPaymentBody,
  invalidOrderBody,
  orderIdParams,
  orderSchema,
  publicOrderSchema,
  refundAddressBody,
  refundOfferBody,
  refundSentBody,
} from '@minesite/shared/contract';
import type { Middleware } from 'koa';
import type { ApiRouter } from '../../http/operations.js';
import type { adminAudit } from '../audit/audit-log.js';
import type { OrderDocument, OrdersRepository } from './repository.js';
import { toOrderReply, toPublicOrderReply } from './reply.js';
import type { OrdersService } from './service.js';

interface Deps {
  orders: OrdersService;
  repository: OrdersRepository;
  audit: ReturnType<typeof adminAudit>;
  /** The per-client limit of calls naming an order. */
  lookups: Middleware;
}

const BUSY = 'the order is busy, retry (Retry-After)';
const NOT_RESOLVABLE = 'the payment is not in a state this resolves (payment_not_resolvable)';

export function registerOrderResolutionRoutes(api: ApiRouter, deps: Deps): void {
  const { orders, repository, audit } = deps;
  /** Runs an operator's change of the order and audits it. */
  const audited = async (
    ctx: Parameters<Middleware>[0],
    orderId: string,
    change: () => Promise<OrderDocument>,
  ) => {
    const before = await repository.findByOrderId(orderId);
    const saved = await change();
    await audit(ctx, { entityId: orderId, action: 'update', before, after: saved });
    ctx.body = toOrderReply(saved);
  };

  api.route(
    {
      method: 'post',
      path: '/orders/:orderId/confirm-payment',
      summary: 'Accept a payment: paid, with what was actually received',
      description:
        'For a payment the watcher cannot see, or one in review. `receivedBtc` is what the ' +
        'operator states was received; without it, what the chain shows (with the named ' +
        '`txid`’s amount to the order’s address). Nothing known received is a 422, never an ' +
        'invented amount. A `txid` already credited to another order is a 409. The status stays ' +
        'for the operator to move on.',
      admin: true,
      request: { params: orderIdParams, body: confirmPaymentBody },
      replies: { 200: { description: 'The saved order', schema: orderSchema } },
      errors: {
        404: 'no such order',
        409:
          'payment_already_paid, payment_tx_credited_elsewhere (the transaction pays another ' +
          `order), or ${NOT_RESOLVABLE}`,
        422: 'nothing received is known: give receivedBtc (received_amount_unknown)',
        503: BUSY,
      },
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await audited(ctx, params.orderId, () => orders.confirmPayment(params.orderId, body));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/orders/:orderId/invalid',
      summary: 'Mark the order invalid (it will not be fulfilled), with the reason the buyer sees',
      description:
        'The address stays watched; money received can then be refunded (`/refund`, part all).',
      admin: true,
      request: { params: orderIdParams, body: invalidOrderBody },
      replies: { 200: { description: 'The saved order', schema: orderSchema } },
      errors: { 404: 'no such order', 409: NOT_RESOLVABLE, 503: BUSY },
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await audited(ctx, params.orderId, () => orders.markInvalid(params.orderId, body));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/orders/:orderId/refund',
      summary: 'Offer a refund: the part paid over the amount due, or everything received',
      description:
        '`excess` (an overpaid order: it is accepted as paid, the excess goes back) or `all` ' +
        '(late, short, invalid: the order is refunding). At the `order`’s rate the BTC received ' +
        'goes back; at `today`’s, its value in the quote’s currency at today’s rate. The buyer ' +
        'then gives a refund address on the order page; the operator sends it and records it ' +
        '(`/refund-sent`).',
      admin: true,
      request: { params: orderIdParams, body: refundOfferBody },
      replies: { 200: { description: 'The saved order', schema: orderSchema } },
      errors: {
        404: 'no such order',
        409:
          `${NOT_RESOLVABLE}, nothing_to_refund, refund_in_progress, or refund_rate_unknown ` +
          '(no rate of the order’s own, or none today)',
        503: BUSY,
      },
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await audited(ctx, params.orderId, () => orders.offerRefund(params.orderId, body));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/orders/:orderId/refund-sent',
      summary: 'Record the refund sent from the wallet: refunded',
      admin: true,
      request: { params: orderIdParams, body: refundSentBody },
      replies: { 200: { description: 'The saved order', schema: orderSchema } },
      errors: {
        404: 'no such order',
        409: 'the buyer has not given a refund address (refund_not_requested)',
        503: BUSY,
      },
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await audited(ctx, params.orderId, () => orders.recordRefund(params.orderId, body));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/orders/:orderId/refund-address',
      summary: 'The buyer gives the address an offered refund goes to',
      description:
        'Checked for the order’s network (format and checksum). It can be corrected until the ' +
        'refund is sent.',
      before: [deps.lookups],
      request: { params: orderIdParams, body: refundAddressBody },
      replies: {
        200: { description: 'The saved order (its public view)', schema: publicOrderSchema },
      },
      errors: {
        404: 'no such order',
        409: 'no refund is offered, or it was sent (refund_not_offered)',
        422: 'not an address of the order’s network (refund_address_invalid)',
        503: BUSY,
      },
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = toPublicOrderReply(await orders.requestRefund(params.orderId, body));
    },
  );
}
