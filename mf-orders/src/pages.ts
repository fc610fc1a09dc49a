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
    // Opened by the package detail's buy button, with the chosen package in its query.
    stepOf: '/mining-power-detail',
  },
  {
    path: '/order-detail',
    file: 'order-detail-page',
    titleId: 'route.orderDetail',
    navTab: 'miningAi',
    // Opened by choosing an order in my orders (or by placing one), its id in the query.
    stepOf: '/my-orders',
  },
  {
    path: '/cart',
    file: 'cart-page',
    titleId: 'route.cart',
    navTab: 'miningAi',
    sideNav: { order: 60, labelId: 'nav.entry.cart', badge: 'cart' },
    // Reachable from the bottom nav's panel until the side nav drawer lists it.
    navPanel: { tab: 'miningAi', order: 41, labelId: 'nav.entry.cart' },
  },
  {
    path: '/my-orders',
    file: 'my-orders-page',
    titleId: 'route.myOrders',
    navPanel: { tab: 'miningAi', order: 40, labelId: 'nav.entry.myOrders' },
  },
  {
    path: '/notes',
    file: 'notes-page',
    titleId: 'route.notes',
    sideNav: { order: 20, labelId: 'nav.side.notes' },
  },
  {
    path: '/tasks',
    file: 'tasks-page',
    titleId: 'route.tasks',
    sideNav: { order: 30, labelId: 'nav.side.tasks' },
  },
  {
    path: '/calendar',
    file: 'calendar-page',
    titleId: 'route.calendar',
    sideNav: { order: 40, labelId: 'nav.side.calendar' },
  },
  {
    path: '/settings',
    file: 'settings-page',
    titleId: 'route.settings',
    sideNav: { order: 50, labelId: 'nav.side.settings' },
  },
]);
