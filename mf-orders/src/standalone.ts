// This remote alone on its own dev server (`npm run dev -w mf-orders`), for its team.
import { renderStandalone } from '@minesite/shared/standalone';

void renderStandalone('mf_orders', [
  { path: '/mining-power-purchase', load: () => import('./pages/mining-power-purchase-page') },
  { path: '/order-detail', load: () => import('./pages/order-detail-page') },
  { path: '/my-orders', load: () => import('./pages/my-orders-page') },
]);
