import type { CatalogLoaders } from '@minesite/shared/intl';

/** The container page's part of the catalog (catalog-parts.json, see shop-catalogs.ts). */
export const containerCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-container-zh" */ './zh.json?part=container'),
  en: () => import(/* webpackChunkName: "messages-container-en" */ './en.json?part=container'),
  es: () => import(/* webpackChunkName: "messages-container-es" */ './es.json?part=container'),
  ru: () => import(/* webpackChunkName: "messages-container-ru" */ './ru.json?part=container'),
};
