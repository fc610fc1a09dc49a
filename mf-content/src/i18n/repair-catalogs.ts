import type { CatalogLoaders } from '@minesite/shared/intl';

/** The repair page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const repairCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-repair-zh" */ './zh.json?part=repair'),
  en: () => import(/* webpackChunkName: "messages-repair-en" */ './en.json?part=repair'),
  es: () => import(/* webpackChunkName: "messages-repair-es" */ './es.json?part=repair'),
  ru: () => import(/* webpackChunkName: "messages-repair-ru" */ './ru.json?part=repair'),
};
