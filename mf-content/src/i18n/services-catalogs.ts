import type { CatalogLoaders } from '@minesite/shared/intl';

/** The service page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const servicesCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-services-zh" */ './zh.json?part=services'),
  en: () => import(/* webpackChunkName: "messages-services-en" */ './en.json?part=services'),
  es: () => import(/* webpackChunkName: "messages-services-es" */ './es.json?part=services'),
  ru: () => import(/* webpackChunkName: "messages-services-ru" */ './ru.json?part=services'),
};
