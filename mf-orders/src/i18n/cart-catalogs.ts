import type { CatalogLoaders } from '@minesite/shared/intl';
import { withOrderMessages } from '@minesite/shared/orders/messages';

/** The cart's part of the catalog (catalog-parts.json): its lines, their price and the checkout. */
export const cartCatalogs: CatalogLoaders = withOrderMessages({
  zh: () => import(/* webpackChunkName: "messages-cart-zh" */ './zh.json?part=cart'),
  en: () => import(/* webpackChunkName: "messages-cart-en" */ './en.json?part=cart'),
  es: () => import(/* webpackChunkName: "messages-cart-es" */ './es.json?part=cart'),
  ru: () => import(/* webpackChunkName: "messages-cart-ru" */ './ru.json?part=cart'),
});
