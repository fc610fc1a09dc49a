import type { CatalogLoaders } from '@minesite/shared/intl';

/** The dashboard's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const dashboardCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-dashboard-zh" */ './zh.json?part=dashboard'),
  en: () => import(/* webpackChunkName: "messages-dashboard-en" */ './en.json?part=dashboard'),
  es: () => import(/* webpackChunkName: "messages-dashboard-es" */ './es.json?part=dashboard'),
  ru: () => import(/* webpackChunkName: "messages-dashboard-ru" */ './ru.json?part=dashboard'),
};
