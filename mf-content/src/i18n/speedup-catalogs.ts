import type { CatalogLoaders } from '@minesite/shared/intl';

/** The speed up page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const speedUpCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-speedup-zh" */ './zh.json?part=speedup'),
  en: () => import(/* webpackChunkName: "messages-speedup-en" */ './en.json?part=speedup'),
  es: () => import(/* webpackChunkName: "messages-speedup-es" */ './es.json?part=speedup'),
  ru: () => import(/* webpackChunkName: "messages-speedup-ru" */ './ru.json?part=speedup'),
};
