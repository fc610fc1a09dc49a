import type { CatalogLoaders } from '@minesite/shared/intl';
import { withOrderMessages } from '@minesite/shared/orders/messages';

/**
 * The checkout's part of the catalog (catalog-parts.json): the buyer's choice, the quote and
 * the order's terms, with the shared order pieces' messages (tags, filters) in a chunk of
 * their own.
 */
export const checkoutCatalogs: CatalogLoaders = withOrderMessages({
  zh: () => import(/* webpackChunkName: "messages-checkout-zh" */ './zh.json?part=checkout'),
  en: () => import(/* webpackChunkName: "messages-checkout-en" */ './en.json?part=checkout'),
  es: () => import(/* webpackChunkName: "messages-checkout-es" */ './es.json?part=checkout'),
  ru: () => import(/* webpackChunkName: "messages-checkout-ru" */ './ru.json?part=checkout'),
});
