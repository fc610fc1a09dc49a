import { orderEndpoints, UNPAGED_LIST_MAX } from '@minesite/shared/contract';
import type { ApiRouter } from '../../http/operations.js';
import { listReply } from '../../db/paged-list.js';
import { clientKey } from '../../http/client-key.js';
import { lookupLimit } from '../../http/rate-limit.js';
import { limiterClocks, moduleRouter, type ModuleDeps } from '../api-module.js';
import { adminAudit, recordChange } from '../audit/audit-log.js';
import { recognizeAdmin } from '../auth/require-admin.js';
import { listOrdersForAdmin } from './admin-list.js';
import { registerOrderResolutionRoutes } from './operator-routes.js';
import { registerRailRoutes } from './rail-routes.js';
import { ordersService } from './orders-service.js';
import { pricedRequestOf, toQuoteReply } from './quotes.js';
import { OrdersRepository } from './repository.js';
import { toOrderReply, toPublicOrderReply } from './reply.js';

/** The orders' calls under /api: the quotes, the orders, the operator's resolutions. */
export function orderRoutes(deps: ModuleDeps): ApiRouter {
  const orders = ordersService(deps);
  const repository = new OrdersRepository(deps.db);
  // The operator's writes are audited (modules/audit): who, when, the fields they changed.
  const audit = adminAudit(deps.db, 'order');
  // An order id is all a visitor needs to read, pay or give up the order: calls naming one are
  // limited per client, and those naming none (guesses) after a few.
  const lookups = lookupLimit(
    deps.db,
    'orders',
    deps.config.orderLookupLimits,
    limiterClocks(deps).memory,
  );
  // Under /api: the orders, and the quotes the checkouts show before ordering.
  const api = moduleRouter('/api', 'orders', deps);

  api.route(
    orderEndpoints.quote,
    {
      summary: 'Price a choice without ordering (the checkout shows it before confirming)',
      description:
        'The service prices the choice from the catalog with the shared mining math and ' +
        'converts the total to BTC at the market rate; `btcRate` is null and `amountBtc` 0 ' +
        'when no rate younger than QUOTE_MAX_RATE_AGE_SECONDS is available (an order then ' +
        'awaits the operator’s price). The quote is held for QUOTE_HOLD_SECONDS: an order ' +
        'naming its `quoteId` (with the same choice) before `expiresAt` pays exactly this. ' +
        'A cart sends `lines` in place of `choice`: each line priced as a single choice, times ' +
        'its quantity, in `items`; `totals` per currency, `amountBtc` their sum; a refusal ' +
        'names the line (`lines[2].quantity`).',
      // The checkout asks again at every change of an option: limiting it like a write would
      // refuse a buyer browsing options. A held quote is small and forgotten after its hold.
      rateLimit: false,
    },
    async (ctx) => {
      const { body } = ctx.state.input;
      const prepared = await orders.quote(pricedRequestOf(body), body.rail);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        ...toQuoteReply(prepared.product, prepared.choice, prepared.quote, body.rail),
        rails: await orders.enabledRails(),
      };
    },
  );

  api.route(
    orderEndpoints.list,
    {
      summary: 'The orders: every one newest first, or a page in status order',
      description:
        `Without \`page\` and \`pageSize\`: the array of the matching orders, newest first, ` +
        `the newest ${UNPAGED_LIST_MAX} at most. ` +
        'With either: a page sorted pending, processing, completed (newest first within ' +
        'each). `q` searches the order id, the product title, the product name in every ' +
        'language and the buyer’s contact or delivery address (any case); `paymentState` ' +
        'keeps the orders in any of the listed payment ' +
        'states, `paymentFlag` those flagged late, underpaid or overpaid; `from`/`to` bound the creation time and `minAmount`/`maxAmount` the total ' +
        'amount (BTC), all inclusive.',
    },
    async (ctx) => {
      const found = await listOrdersForAdmin(repository, ctx.state.input.query);
      ctx.body = listReply(found, toOrderReply);
    },
  );

  api.route(
    orderEndpoints.create,
    {
      summary: 'Place an order (idempotent per requestId)',
      description:
        'The body is what the buyer chose (a `choice`, or a cart’s `lines`: one order, one ' +
        'address, one amount), never a price or a title: the service prices it ' +
        'from the catalog (at the named `quoteId` while it holds: the price the buyer saw), ' +
        'converts it to BTC at the market rate and gives the order its own ' +
        'payment address, payable within QUOTE_LIFETIME_MINUTES. A client holds at most ' +
        'OPEN_ORDERS_PER_CLIENT orders awaiting payment (IPv6 by /64). Without a fresh BTC rate ' +
        'the order is created awaiting the operator’s price (`payment.state` awaiting_price). ' +
        'The service makes the order id (`ORD`, the time in ms and 20 random base-36 ' +
        'characters); a client never sends one (`orderId` in the body is a 400). The same ' +
        '`requestId` (a random key the client makes per order) with the same body answers ' +
        'the order its first try made, with 200.',
      // Counted in each replica's memory: the open-order slots cap in the database what one
      // client holds across replicas, so this limit only paces calls (http/rate-limit.ts).
      rateLimit: 'per-replica',
    },
    async (ctx) => {
      const { order, created } = await orders.create(ctx.state.input.body, clientKey(ctx));
      ctx.status = created ? 201 : 200;
      ctx.body = toPublicOrderReply(order);
    },
  );

  api.route(
    orderEndpoints.get,
    {
      summary: 'One order, as its visitor sees it',
      before: [lookups],
    },
    async (ctx) => {
      ctx.body = toPublicOrderReply(await orders.get(ctx.state.input.params.orderId));
    },
  );

  api.route(
    orderEndpoints.update,
    {
      summary: "The operator's save: the price of an order awaiting one, the QR code, the status",
      description:
        'An order awaiting a price with `totalAmount` > 0 is priced: it awaits payment of ' +
        'that BTC amount for QUOTE_LIFETIME_MINUTES from now. The status moves forward only, ' +
        'and only once the payment is paid; without `status` a paid pending order moves to ' +
        'processing and any other keeps its status. The buyer’s terms, the quote and the ' +
        'address are left as stored.',
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const before = await repository.findByOrderId(params.orderId);
      const saved = await orders.updateByOperator(params.orderId, body);
      await audit(ctx, { entityId: params.orderId, action: 'update', before, after: saved });
      ctx.body = toOrderReply(saved);
    },
  );

  api.route(
    orderEndpoints.remove,
    {
      summary: 'Give up an order nothing was paid or reported for',
      description:
        'Only an order awaiting a price or a payment, with no transaction, no claim and no ' +
        'action of the operator, is deleted; anything with payment evidence is kept (409 ' +
        'with the reason). Deletions by visitors and the operator are in the audit trail.',
      // The buyer's call; the operator's too.
      before: [lookups, recognizeAdmin(deps)],
    },
    async (ctx) => {
      const { orderId } = ctx.state.input.params;
      const admin = (ctx.state as { admin?: { username: string } }).admin;
      const before = await orders.removeUnpaid(orderId);
      await recordChange(deps.db, {
        entity: 'order',
        entityId: orderId,
        actor: admin?.username ?? 'visitor',
        action: 'delete',
        before,
      });
      ctx.body = { message: '删除成功' };
    },
  );

  api.route(
    orderEndpoints.submitPayment,
    {
      summary: 'Submit the payment (transaction hash and e-mail), once',
      before: [lookups],
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = toPublicOrderReply(await orders.submitPayment(params.orderId, body));
    },
  );

  registerOrderResolutionRoutes(api, { orders, repository, audit, lookups });
  registerRailRoutes(api, { orders, lookups });

  return api;
}
