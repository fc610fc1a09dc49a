import {
  adminOrderBody,
  createOrderBody,
  deletedSchema,
  orderIdParams,
  orderListQuerySchema,
  orderListSchema,
  orderPageSchema,
  orderSchema,
  paymentBody,
  publicOrderSchema,
} from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { z } from 'zod';
import { databaseServer } from '../../db/database-server.js';
import { every, moduleRouter, type ApiModule } from '../api-module.js';
import { listOrdersForAdmin } from './admin-list.js';
import { OrderLocks, orderLocksCollection } from './order-locks.js';
import { migrateOrderIds } from './order-id-migration.js';
import { OrdersRepository, ordersCollection } from './repository.js';
import { toOrderReply, toPublicOrderReply } from './reply.js';
import { OrdersService } from './service.js';

/** How often unpaid pending orders past the payment window are deleted. */
const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

export function ordersService(db: Db): OrdersService {
  // Conditional writes on MongoDB; the per-order lock on FerretDB (order-locks.ts).
  const strategy = async () =>
    (await databaseServer(db).isFerretDb()) ? ('locked' as const) : ('atomic' as const);
  return new OrdersService(new OrdersRepository(db), new OrderLocks(db), strategy);
}

export const ordersModule: ApiModule = {
  name: 'orders',
  collections: [ordersCollection, orderLocksCollection],
  createRouter(deps) {
    const orders = ordersService(deps.db);
    const repository = new OrdersRepository(deps.db);
    const api = moduleRouter('/api/orders', 'orders', deps);

    api.route(
      {
        method: 'get',
        path: '/',
        summary: 'The orders: every one newest first, or a page in status order',
        description:
          'Without `page` and `pageSize`: the array of every matching order, newest first. ' +
          'With either: a page sorted pending, processing, completed (newest first within ' +
          'each). `q` searches the order id and product title (any case); `from`/`to` bound ' +
          'the creation time and `minAmount`/`maxAmount` the total amount, all inclusive.',
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
        if (Array.isArray(found)) {
          ctx.body = found.map(toOrderReply);
          return;
        }
        const { orders: rows, ...page } = found;
        ctx.body = { items: rows.map(toOrderReply), ...page };
      },
    );

    api.route(
      {
        method: 'post',
        path: '/',
        summary: 'Place an order (idempotent per orderId)',
        request: { body: createOrderBody },
        replies: {
          201: { description: 'The saved order (its public view)', schema: publicOrderSchema },
          200: {
            description: 'The same request again: the existing order',
            schema: publicOrderSchema,
          },
        },
        errors: { 409: 'the orderId exists with another body (order_id_conflict)' },
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
        path: '/:orderId',
        summary: 'One order, as its visitor sees it',
        request: { params: orderIdParams },
        replies: {
          200: { description: 'The order (its public view)', schema: publicOrderSchema },
        },
        errors: { 404: 'no such order (order_not_found)' },
      },
      async (ctx) => {
        ctx.body = toPublicOrderReply(await orders.get(ctx.state.input.params.orderId));
      },
    );

    api.route(
      {
        method: 'put',
        path: '/:orderId',
        summary: "The operator's save: amounts, seller address, QR code, status forward only",
        admin: true,
        request: { params: orderIdParams, body: adminOrderBody },
        replies: { 200: { description: 'The saved order', schema: orderSchema } },
        errors: {
          404: 'no such order',
          409: 'invalid_status_transition or order_id_mismatch',
          503: 'the order is busy, retry (Retry-After)',
        },
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toOrderReply(await orders.updateByOperator(params.orderId, body));
      },
    );

    api.route(
      {
        method: 'delete',
        path: '/:orderId',
        summary: 'Give up a pending order without a payment',
        request: { params: orderIdParams },
        replies: { 200: { description: "`{ message: '删除成功' }`", schema: deletedSchema } },
        errors: {
          404: 'no such order',
          409: 'not pending or paid (order_not_deletable)',
          503: 'the order is busy, retry (Retry-After)',
        },
      },
      async (ctx) => {
        await orders.removeUnpaid(ctx.state.input.params.orderId);
        ctx.body = { message: '删除成功' };
      },
    );

    api.route(
      {
        method: 'post',
        path: '/:orderId/payment',
        summary: 'Submit the payment (transaction hash and e-mail), once',
        request: { params: orderIdParams, body: paymentBody },
        replies: {
          200: { description: 'The saved order (its public view)', schema: publicOrderSchema },
        },
        errors: {
          404: 'no such order',
          409: 'payment_already_submitted',
          503: 'the order is busy, retry (Retry-After)',
        },
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toPublicOrderReply(await orders.submitPayment(params.orderId, body));
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
    return every(
      EXPIRY_SWEEP_INTERVAL_MS,
      async () => {
        const expired = await orders.expireUnpaid();
        if (expired > 0) deps.logger.info({ expired }, 'expired unpaid orders deleted');
        const staleLocks = await orders.sweepLocks();
        if (staleLocks > 0) deps.logger.warn({ staleLocks }, 'stale order locks deleted');
      },
      deps,
      'orders-expiry',
    );
  },
};
