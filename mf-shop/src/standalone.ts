// This remote alone on its own dev server (`npm run dev -w mf-shop`), for its team.
import { renderStandalone } from '@minesite/shared/standalone';

void renderStandalone('mf_shop', [
  { path: '/shop', load: () => import('./pages/shop-page') },
  { path: '/product/:id', load: () => import('./pages/product-detail-page') },
  { path: '/container', load: () => import('./pages/container-page') },
  { path: '/cooling', load: () => import('./pages/cooling-page') },
  { path: '/natural-power', load: () => import('./pages/natural-power-page') },
]);
