import {
  adminOrderBody,
  confirmPaymentBody,
  createOrderBody,
  deletedSchema,
  orderIdParams,
  orderListQuerySchema,
  orderListSchema,
  orderPageSchema,
  orderSchema,
  paymentBody,
  publicOrderSchema,
  quoteRequestBody,
  quoteSchema,
  UNPAGED_LIST_MAX,
} from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { databaseServer } from '../../db/database-server.js';
import { listReply } from '../../db/paged-list.js';
import { createLogger } from '../../logger.js';
import { lookupLimit } from '../../http/rate-limit.js';
import { every, moduleRouter, type ApiModule } from '../api-module.js';
import { adminAudit } from '../audit/audit-log.js';
import { recognizeAdmin } from '../auth/require-admin.js';
import { ProductsRepository } from '../catalog/repository.js';
import { marketService } from '../market/routes.js';
import { orderNotifications } from '../notifications/order-notifications.js';
import { paymentAddressesCollection } from '../payments/addresses.js';
import { chainClientFor } from '../payments/chain-client.js';
import { effectivePayments } from '../settings/payment-settings.js';
import { listOrdersForAdmin } from './admin-list.js';
import { OrderLocks, orderLocksCollection } from './order-locks.js';
import { migrateOrderIds } from './order-id-migration.js';
import {
  ORDER_REQUEST_RETENTION_MS,
  OrderRequests,
  orderRequestsCollection,
} from './order-requests.js';
import { OrderQuoter, toQuoteReply } from './quotes.js';
import { OrdersRepository, ordersCollection } from './repository.js';
import { toOrderReply, toPublicOrderReply } from './reply.js';
import { OrdersService } from './service.js';

/** How often unpaid pending orders past the payment window are deleted. */
const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * The orders service. With the configuration it also places orders (prices from the catalog,
 * BTC rates from the market service, payment addresses); without, it only changes existing
 * ones (the sweeps, tests).
 */
export function ordersService(
  db: Db,
  config?: Config,
  logger: Logger = createLogger('silent'),
): OrdersService {
  // Conditional writes on MongoDB; the per-order lock on FerretDB (order-locks.ts).
  const strategy = async () =>
    (await databaseServer(db).isFerretDb()) ? ('locked' as const) : ('atomic' as const);
  // Where buyers pay, the quote lifetime and the confirmations: the environment's, else the
  // settings page's, read per use (modules/settings/payment-settings.ts).
  const payments = config && effectivePayments(db, config);
  const checkout = config && {
    quoter: new OrderQuoter(new ProductsRepository(db), marketService({ db, config, logger })),
    addresses: payments!,
    get quoteLifetimeMs() {
      return payments!.quoteLifetimeMs;
    },
    watchesChain: config.chain.apiUrl !== null,
    requests: new OrderRequests(db),
  };
  // A buyer's claim is checked on the chain (payments/payment-claim.ts).
  const claims = config && {
    chain: chainClientFor(config.chain),
    get confirmations() {
      return payments!.confirmations;
    },
    graceMs: config.chain.pollMs,
  };
  return new OrdersService(
    new OrdersRepository(db),
    new OrderLocks(db),
    strategy,
    () => new Date(),
    checkout,
    claims,
    // Only the service that places and changes orders for requests and the watcher tells.
    config && orderNotifications(db, logger),
  );
}

export const ordersModule: ApiModule = {
  name: 'orders',
  collections: [
    ordersCollection,
    orderLocksCollection,
    orderRequestsCollection,
    paymentAddressesCollection,
  ],
  createRouter(deps) {
    const orders = ordersService(deps.db, deps.config, deps.logger);
    const repository = new OrdersRepository(deps.db);
    // The operator's writes are audited (modules/audit): who, when, the fields they changed.
    const audit = adminAudit(deps.db, 'order');
    // An order id is all a visitor needs to read, pay or give up the order: calls naming one are
    // limited per client, and those naming none (guesses) after a few.
    const lookups = lookupLimit(deps.db, 'orders', deps.config.orderLookupLimits);
    const lookupRefused =
      'too many calls naming an order from this address, or too many naming none (Retry-After)';
    // Under /api: the orders, and the quotes the checkouts show before ordering.
    const api = moduleRouter('/api', 'orders', deps);

    api.route(
      {
        method: 'post',
        path: '/quotes',
        summary: 'Price a choice without ordering (the checkout shows it before confirming)',
        description:
          'The service prices the choice from the catalog with the shared mining math and ' +
          'converts the total to BTC at the market rate; `btcRate` is null and `amountBtc` 0 ' +
          'when no rate younger than QUOTE_MAX_RATE_AGE_SECONDS is available (an order then ' +
          'awaits the operator’s price). Nothing is stored.',
        // Stores nothing and asks the rate provider at most once per cache period: read-like.
        rateLimit: false,
        request: { body: quoteRequestBody },
        replies: { 200: { description: 'The quote', schema: quoteSchema } },
        errors: { 422: 'no such product, or an option it does not offer (the field is named)' },
      },
      async (ctx) => {
        const prepared = await orders.quote(ctx.state.input.body.choice);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = toQuoteReply(prepared.product, prepared.choice, prepared.quote);
      },
    );

    api.route(
      {
        method: 'get',
        path: '/orders',
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
        admin: true,
        request: { query: orderListQuerySchema },
        replies: {
          200: {
            description: 'The orders, or a page of them',
            schema: z.union([orderListSchema, orderPageSchema]),
          },
        },
      },
      async (ctx) => {
        const found = await listOrdersForAdmin(repository, ctx.state.input.query);
        ctx.body = listReply(found, toOrderReply);
      },
    );

    api.route(
      {
        method: 'post',
        path: '/orders',
        summary: 'Place an order (idempotent per requestId)',
        description:
          'The body is what the buyer chose, never a price or a title: the service prices it ' +
          'from the catalog, converts it to BTC at the market rate and gives the order its own ' +
          'payment address, payable within QUOTE_LIFETIME_MINUTES. Without a fresh BTC rate ' +
          'the order is created awaiting the operator’s price (`payment.state` awaiting_price). ' +
          'The service makes the order id (`ORD`, the time in ms and 20 random base-36 ' +
          'characters); a client never sends one (`orderId` in the body is a 400). The same ' +
          '`requestId` (a random key the client makes per order) with the same body answers ' +
          'the order its first try made, with 200.',
        request: { body: createOrderBody },
        replies: {
          201: { description: 'The saved order (its public view)', schema: publicOrderSchema },
          200: {
            description: 'The same requestId and body again: the order made first',
            schema: publicOrderSchema,
          },
        },
        errors: {
          422: 'no such product, or an option it does not offer (choice.* named)',
          409: 'the requestId was used with another body (order_request_conflict)',
          503: 'no payment address could be reserved for a moment (payment_address_busy), retry',
        },
      },
      async (ctx) => {
        const { order, created } = await orders.create(ctx.state.input.body);
        ctx.status = created ? 201 : 200;
        ctx.body = toPublicOrderReply(order);
      },
    );

    api.route(
      {
        method: 'get',
        path: '/orders/:orderId',
        summary: 'One order, as its visitor sees it',
        before: [lookups],
        request: { params: orderIdParams },
        replies: {
          200: { description: 'The order (its public view)', schema: publicOrderSchema },
        },
        errors: { 404: 'no such order (order_not_found)', 429: lookupRefused },
      },
      async (ctx) => {
        ctx.body = toPublicOrderReply(await orders.get(ctx.state.input.params.orderId));
      },
    );

    api.route(
      {
        method: 'put',
        path: '/orders/:orderId',
        summary: "The operator's save: the price of an order awaiting one, the QR code, the status",
        description:
          'An order awaiting a price with `totalAmount` > 0 is priced: it awaits payment of ' +
          'that BTC amount for QUOTE_LIFETIME_MINUTES from now. The status moves forward only, ' +
          'and only once the payment is paid; without `status` a paid pending order moves to ' +
          'processing and any other keeps its status. The buyer’s terms, the quote and the ' +
          'address are left as stored.',
        admin: true,
        request: { params: orderIdParams, body: adminOrderBody },
        replies: { 200: { description: 'The saved order', schema: orderSchema } },
        errors: {
          404: 'no such order',
          409:
            'payment_not_settled (the status cannot move before payment), ' +
            'invalid_status_transition or order_id_mismatch',
          503: 'the order is busy, retry (Retry-After)',
        },
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
      {
        method: 'delete',
        path: '/orders/:orderId',
        summary: 'Give up a pending order without a payment',
        // The buyer's call; the operator's too, which is audited.
        before: [lookups, recognizeAdmin(deps)],
        request: { params: orderIdParams },
        replies: { 200: { description: "`{ message: '删除成功' }`", schema: deletedSchema } },
        errors: {
          404: 'no such order',
          409: 'not pending or paid (order_not_deletable)',
          503: 'the order is busy, retry (Retry-After)',
        },
      },
      async (ctx) => {
        const { orderId } = ctx.state.input.params;
        const byAdmin = Boolean((ctx.state as { admin?: unknown }).admin);
        const before = byAdmin ? await repository.findByOrderId(orderId) : null;
        await orders.removeUnpaid(orderId);
        if (byAdmin) await audit(ctx, { entityId: orderId, action: 'delete', before });
        ctx.body = { message: '删除成功' };
      },
    );

    api.route(
      {
        method: 'post',
        path: '/orders/:orderId/payment',
        summary: 'Submit the payment (transaction hash and e-mail), once',
        before: [lookups],
        request: { params: orderIdParams, body: paymentBody },
        replies: {
          200: { description: 'The saved order (its public view)', schema: publicOrderSchema },
        },
        errors: {
          404: 'no such order',
          409: 'payment_already_submitted',
          422:
            'the chain contradicts the claim: payment_tx_not_found, payment_wrong_address ' +
            'or payment_amount_short (checked only when the chain API answers)',
          503: 'the order is busy, retry (Retry-After)',
        },
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toPublicOrderReply(await orders.submitPayment(params.orderId, body));
      },
    );

    api.route(
      {
        method: 'post',
        path: '/orders/:orderId/confirm-payment',
        summary: 'The operator confirms a payment (one the watcher cannot see, or one flagged)',
        description:
          'The payment becomes paid: `receivedBtc` (by default the amount due), the time, and ' +
          'the transaction `txid` when given; the history notes it. The status stays for the ' +
          'operator to move on.',
        admin: true,
        request: { params: orderIdParams, body: confirmPaymentBody },
        replies: { 200: { description: 'The saved order', schema: orderSchema } },
        errors: {
          404: 'no such order',
          409: 'the payment is already paid (payment_already_paid)',
          503: 'the order is busy, retry (Retry-After)',
        },
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        const before = await repository.findByOrderId(params.orderId);
        const saved = await orders.confirmPayment(params.orderId, body);
        await audit(ctx, { entityId: params.orderId, action: 'update', before, after: saved });
        ctx.body = toOrderReply(saved);
      },
    );

    return api;
  },
  async seed({ db, logger }) {
    const moved = await migrateOrderIds(db);
    if (moved > 0) logger.info({ moved }, 'orders moved under their orderId');
  },
  startBackgroundTask(deps) {
    const orders = ordersService(deps.db);
    const requests = new OrderRequests(deps.db);
    return every(
      EXPIRY_SWEEP_INTERVAL_MS,
      async () => {
        const expired = await orders.expireUnpaid();
        if (expired > 0) deps.logger.info({ expired }, 'expired unpaid orders deleted');
        const staleLocks = await orders.sweepLocks();
        if (staleLocks > 0) deps.logger.warn({ staleLocks }, 'stale order locks deleted');
        await requests.sweep(new Date(Date.now() - ORDER_REQUEST_RETENTION_MS));
      },
      deps,
      'orders-expiry',
    );
  },
};
