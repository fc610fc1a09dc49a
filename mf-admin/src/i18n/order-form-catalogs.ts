import type { CatalogLoaders } from '@minesite/shared/intl';
import { withOrderMessages } from '@minesite/shared/orders/messages';

/**
 * The order form's part of the catalog (catalog-parts.json): the list's texts and the form's
 * (payment, refund, history, the fields), loaded with the form when an order is first opened.
 */
export const orderFormCatalogs: CatalogLoaders = withOrderMessages({
  zh: () => import(/* webpackChunkName: "messages-order-form-zh" */ './zh.json?part=order-form'),
  en: () => import(/* webpackChunkName: "messages-order-form-en" */ './en.json?part=order-form'),
  es: () => import(/* webpackChunkName: "messages-order-form-es" */ './es.json?part=order-form'),
  ru: () => import(/* webpackChunkName: "messages-order-form-ru" */ './ru.json?part=order-form'),
});
