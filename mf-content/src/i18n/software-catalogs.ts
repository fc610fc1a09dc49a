import type { CatalogLoaders } from '@minesite/shared/intl';

/** The software page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const softwareCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-software-zh" */ './zh.json?part=software'),
  en: () => import(/* webpackChunkName: "messages-software-en" */ './en.json?part=software'),
  es: () => import(/* webpackChunkName: "messages-software-es" */ './es.json?part=software'),
  ru: () => import(/* webpackChunkName: "messages-software-ru" */ './ru.json?part=software'),
};
