import type { Db } from 'mongodb';
import { createRouter } from '../../http/router.js';
import { validate } from '../../http/validate.js';
import { every, type ApiModule } from '../api-module.js';
import { requireAdmin } from '../auth/require-admin.js';
import { OrderLocks, orderLocksCollection } from './order-locks.js';
import { OrdersRepository, ordersCollection } from './repository.js';
import {
  adminOrderBody,
  createOrderBody,
  orderIdParams,
  paymentBody,
  toOrderReply,
} from './schemas.js';
import { OrdersService } from './service.js';

/** How often unpaid pending orders past the payment window are deleted. */
const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

export function ordersService(db: Db): OrdersService {
  return new OrdersService(new OrdersRepository(db), new OrderLocks(db));
}

export const ordersModule: ApiModule = {
  name: 'orders',
  collections: [ordersCollection, orderLocksCollection],
  createRouter({ db }) {
    const orders = ordersService(db);
    const admin = requireAdmin({ db });
    const router = createRouter('/api/orders');

    router.get('/', admin, async (ctx) => {
      ctx.body = (await orders.list()).map(toOrderReply);
    });

    router.post('/', validate({ body: createOrderBody }), async (ctx) => {
      const { order, created } = await orders.create(ctx.state.input.body);
      ctx.status = created ? 201 : 200;
      ctx.body = toOrderReply(order);
    });

    router.get('/:orderId', validate({ params: orderIdParams }), async (ctx) => {
      ctx.body = toOrderReply(await orders.get(ctx.state.input.params.orderId));
    });

    router.put(
      '/:orderId',
      admin,
      validate({ params: orderIdParams, body: adminOrderBody }),
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toOrderReply(await orders.updateByOperator(params.orderId, body));
      },
    );

    router.delete('/:orderId', validate({ params: orderIdParams }), async (ctx) => {
      await orders.removeUnpaid(ctx.state.input.params.orderId);
      ctx.body = { message: '删除成功' };
    });

    router.post(
      '/:orderId/payment',
      validate({ params: orderIdParams, body: paymentBody }),
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toOrderReply(await orders.submitPayment(params.orderId, body));
      },
    );

    return router;
  },
  startBackgroundTask(deps) {
    const orders = ordersService(deps.db);
    return every(
      EXPIRY_SWEEP_INTERVAL_MS,
      async () => {
        const expired = await orders.expireUnpaid();
        if (expired > 0) deps.logger.info({ expired }, 'expired unpaid orders deleted');
      },
      deps,
      'orders-expiry',
    );
  },
};
