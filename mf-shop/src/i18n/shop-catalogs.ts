import type { CatalogLoaders } from '@minesite/shared/intl';

/**
 * Only the shop list's messages (catalog-parts.json): the list is the remote's most visited
 * page and needs a third of its texts (a unit test renders it with them). A module of its own,
 * so the other pages, which load the whole catalog (catalogs.ts), do not list these chunks.
 */
export const shopCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-shop-zh" */ './zh.json?part=shop'),
  en: () => import(/* webpackChunkName: "messages-shop-en" */ './en.json?part=shop'),
  es: () => import(/* webpackChunkName: "messages-shop-es" */ './es.json?part=shop'),
  ru: () => import(/* webpackChunkName: "messages-shop-ru" */ './ru.json?part=shop'),
};
