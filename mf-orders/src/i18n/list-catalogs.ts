import type { CatalogLoaders } from '@minesite/shared/intl';
import { withOrderMessages } from '@minesite/shared/orders/messages';

/**
 * My orders' part of the catalog (catalog-parts.json): the list, its search and its states,
 * with the shared order pieces' messages (tags, filters) in a chunk of their own.
 */
export const listCatalogs: CatalogLoaders = withOrderMessages({
  zh: () => import(/* webpackChunkName: "messages-list-zh" */ './zh.json?part=list'),
  en: () => import(/* webpackChunkName: "messages-list-en" */ './en.json?part=list'),
  es: () => import(/* webpackChunkName: "messages-list-es" */ './es.json?part=list'),
  ru: () => import(/* webpackChunkName: "messages-list-ru" */ './ru.json?part=list'),
});
