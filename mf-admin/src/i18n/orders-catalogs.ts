import type { CatalogLoaders } from '@minesite/shared/intl';
import { withOrderMessages } from '@minesite/shared/orders/messages';

/**
 * The order page's part of the catalog (catalog-parts.json, see catalog-part.d.ts), with the
 * shared order pieces' messages (tags, filters) in a chunk of their own (`messages-zh`), which
 * the page requests beside its part.
 */
export const ordersCatalogs: CatalogLoaders = withOrderMessages({
  zh: () => import(/* webpackChunkName: "messages-orders-zh" */ './zh.json?part=orders'),
  en: () => import(/* webpackChunkName: "messages-orders-en" */ './en.json?part=orders'),
  es: () => import(/* webpackChunkName: "messages-orders-es" */ './es.json?part=orders'),
  ru: () => import(/* webpackChunkName: "messages-orders-ru" */ './ru.json?part=orders'),
});
