// This remote alone on its own dev server (`npm run dev -w mf-admin`), for its team.
import { renderStandalone } from '@minesite/shared/standalone';

void renderStandalone('mf_admin', [
  { path: '/order-management', load: () => import('./pages/order-management-page') },
  { path: '/admin/contact', load: () => import('./pages/contact-admin-page') },
  { path: '/admin/power-contacts', load: () => import('./pages/power-contacts-admin-page') },
  { path: '/product-management', load: () => import('./pages/product-management-page') },
]);
