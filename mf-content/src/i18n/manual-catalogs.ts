import type { CatalogLoaders } from '@minesite/shared/intl';

/** The manual page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const manualCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-manual-zh" */ './zh.json?part=manual'),
  en: () => import(/* webpackChunkName: "messages-manual-en" */ './en.json?part=manual'),
  es: () => import(/* webpackChunkName: "messages-manual-es" */ './es.json?part=manual'),
  ru: () => import(/* webpackChunkName: "messages-manual-ru" */ './ru.json?part=manual'),
};
