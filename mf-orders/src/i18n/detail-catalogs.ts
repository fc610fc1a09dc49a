import type { CatalogLoaders } from '@minesite/shared/intl';
import { withOrderMessages } from '@minesite/shared/orders/messages';

/**
 * The order detail's part of the catalog (catalog-parts.json): the order, its quote and its
 * payment, with the shared order pieces' messages (tags, filters) in a chunk of their own.
 */
export const detailCatalogs: CatalogLoaders = withOrderMessages({
  zh: () => import(/* webpackChunkName: "messages-detail-zh" */ './zh.json?part=detail'),
  en: () => import(/* webpackChunkName: "messages-detail-en" */ './en.json?part=detail'),
  es: () => import(/* webpackChunkName: "messages-detail-es" */ './es.json?part=detail'),
  ru: () => import(/* webpackChunkName: "messages-detail-ru" */ './ru.json?part=detail'),
});
