// The calls that resolve an order's payment, BTCPay-style: the operator accepts it (confirm),
// marks it invalid or offers a refund; the buyer gives the refund's address; the operator
// records the refund sent. Each operator call is audited.
import { orderEndpoints } from '@minesite/shared/contract';
import type { Middleware } from 'koa';
import type { ApiRouter } from '../../http/operations.js';
import type { adminAudit } from '../audit/audit-log.js';
import type { OrdersRepository } from './repository.js';
import type { OrderDocument } from './order-document.js';
import { toOrderReply, toPublicOrderReply } from './reply.js';
import type { OrdersService } from './service.js';

interface Deps {
  orders: OrdersService;
  repository: OrdersRepository;
  audit: ReturnType<typeof adminAudit>;
  /** The per-client limit of calls naming an order. */
  lookups: Middleware;
}

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
    orderEndpoints.confirmPayment,
    {
      summary: 'Accept a payment: paid, with what was actually received',
      description:
        'For a payment the watcher cannot see, or one in review. `receivedBtc` is what the ' +
        'operator states was received; without it, what the chain shows (with the named ' +
        '`txid`’s amount to the order’s address). Nothing known received is a 422, never an ' +
        'invented amount. A `txid` already credited to another order is a 409. The status stays ' +
        'for the operator to move on.',
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await audited(ctx, params.orderId, () => orders.confirmPayment(params.orderId, body));
    },
  );

  api.route(
    orderEndpoints.markInvalid,
    {
      summary: 'Mark the order invalid (it will not be fulfilled), with the reason the buyer sees',
      description:
        'The address stays watched; money received can then be refunded (`/refund`, part all).',
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await audited(ctx, params.orderId, () => orders.markInvalid(params.orderId, body));
    },
  );

  api.route(
    orderEndpoints.offerRefund,
    {
      summary: 'Offer a refund: the part paid over the amount due, or everything received',
      description:
        '`excess` (an overpaid order: it is accepted as paid, the excess goes back) or `all` ' +
        '(late, short, invalid: the order is refunding). At the `order`’s rate the BTC received ' +
        'goes back; at `today`’s, its value in the quote’s currency at today’s rate. The buyer ' +
        'then gives a refund address on the order page; the operator sends it and records it ' +
        '(`/refund-sent`).',
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await audited(ctx, params.orderId, () => orders.offerRefund(params.orderId, body));
    },
  );

  api.route(
    orderEndpoints.recordRefund,
    {
      summary: 'Record the refund sent from the wallet: refunded',
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await audited(ctx, params.orderId, () => orders.recordRefund(params.orderId, body));
    },
  );

  api.route(
    orderEndpoints.requestRefund,
    {
      summary: 'The buyer gives the address an offered refund goes to',
      description:
        'Checked for the order’s network (format and checksum). It can be corrected until the ' +
        'refund is sent.',
      before: [deps.lookups],
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = toPublicOrderReply(await orders.requestRefund(params.orderId, body));
    },
  );
}
