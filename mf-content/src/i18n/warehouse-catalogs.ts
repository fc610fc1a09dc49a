import type { CatalogLoaders } from '@minesite/shared/intl';

/** The warehouse page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const warehouseCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-warehouse-zh" */ './zh.json?part=warehouse'),
  en: () => import(/* webpackChunkName: "messages-warehouse-en" */ './en.json?part=warehouse'),
  es: () => import(/* webpackChunkName: "messages-warehouse-es" */ './es.json?part=warehouse'),
  ru: () => import(/* webpackChunkName: "messages-warehouse-ru" */ './ru.json?part=warehouse'),
};
