import type { CatalogLoaders } from '@minesite/shared/intl';

/**
 * Only the package detail's messages (catalog-parts.json): about half of the remote's texts
 * (a unit test renders the page with them). A module of its own, as calculator-catalogs.ts.
 */
export const detailCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-detail-zh" */ './zh.json?part=detail'),
  en: () => import(/* webpackChunkName: "messages-detail-en" */ './en.json?part=detail'),
  es: () => import(/* webpackChunkName: "messages-detail-es" */ './es.json?part=detail'),
  ru: () => import(/* webpackChunkName: "messages-detail-ru" */ './ru.json?part=detail'),
};
