import type { CatalogLoaders } from '@minesite/shared/intl';

/** The recruitment page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const jobsCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-jobs-zh" */ './zh.json?part=jobs'),
  en: () => import(/* webpackChunkName: "messages-jobs-en" */ './en.json?part=jobs'),
  es: () => import(/* webpackChunkName: "messages-jobs-es" */ './es.json?part=jobs'),
  ru: () => import(/* webpackChunkName: "messages-jobs-ru" */ './ru.json?part=jobs'),
};
