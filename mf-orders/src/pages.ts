/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list.
 */
import { definePages } from '@minesite/shared/federation';

export const registry = definePages('mf_orders', [
  {
    path: '/mining-power-purchase',
    file: 'mining-power-purchase-page',
    titleId: 'route.miningPowerPurchase',
    navTab: 'miningAi',
  },
  {
    path: '/order-detail',
    file: 'order-detail-page',
    titleId: 'route.orderDetail',
    navTab: 'miningAi',
  },
  {
    path: '/my-orders',
    file: 'my-orders-page',
    titleId: 'route.myOrders',
    navPanel: { tab: 'miningAi', order: 40, labelId: 'nav.entry.myOrders' },
  },
]);
