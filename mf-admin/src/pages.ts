/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list.
 */
import { definePages } from '@minesite/shared/federation';

export const registry = definePages('mf_admin', [
  {
    path: '/order-management',
    file: 'order-management-page',
    titleId: 'route.orderManagement',
    admin: true,
  },
  {
    path: '/admin/contact',
    file: 'contact-admin-page',
    titleId: 'route.adminContact',
    admin: true,
  },
  {
    path: '/admin/power-contacts',
    file: 'power-contacts-admin-page',
    titleId: 'route.adminPowerContacts',
    admin: true,
  },
  {
    path: '/product-management',
    file: 'product-management-page',
    titleId: 'route.productManagement',
    admin: true,
  },
]);
