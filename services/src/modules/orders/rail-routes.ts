// How buyers pay: the rails the shop takes now, and the buyer's move of an unpaid order to
// another rail (rail-change.ts).
import { orderEndpoints } from '@minesite/shared/contract';
import type { Middleware } from 'koa';
import type { ApiRouter } from '../../http/operations.js';
import { toPublicOrderReply } from './reply.js';
import type { OrdersService } from './service.js';

export function registerRailRoutes(
  api: ApiRouter,
  deps: { orders: OrdersService; lookups: Middleware },
): void {
  const { orders } = deps;

  api.route(
    orderEndpoints.paymentRails,
    {
      summary: 'The rails the shop takes now',
      description:
        'BTC, and each USDT rail whose account key the operator configured ' +
        '(PAYMENT_TRON_ACCOUNT_XPUB, PAYMENT_ETH_ACCOUNT_XPUB) and has not turned off on the ' +
        'settings page (applies on every replica within a second).',
    },
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { rails: await orders.enabledRails() };
    },
  );

  api.route(
    orderEndpoints.changeRail,
    {
      summary: 'The buyer pays an unpaid order on another rail',
      description:
        'While nothing was paid or claimed and the window is open: the order gets a new ' +
        'address on the rail and the quote’s amount in its unit (BTC, or USDT at the USD ' +
        'total); the window keeps its end. The same rail again answers the order unchanged.',
      before: [deps.lookups],
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = toPublicOrderReply(await orders.changeRail(params.orderId, body.rail));
    },
  );
}
