/** Where each part of the site listens locally (`npm start`, dev servers and tests). */
import ports from './site-ports.json';

export const SITE_PORTS: Readonly<typeof ports> = ports;

/** The folder of each front-end package, by Module Federation name. */
export const FRONTEND_DIRS = {
  shell: 'shell',
  mf_shop: 'mf-shop',
  mf_cloudpower: 'mf-cloudpower',
  mf_orders: 'mf-orders',
  mf_content: 'mf-content',
  mf_admin: 'mf-admin',
} as const;
