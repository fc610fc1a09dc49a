import type { CatalogLoaders } from '@minesite/shared/intl';

/** The trade page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const tradeCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-trade-zh" */ './zh.json?part=trade'),
  en: () => import(/* webpackChunkName: "messages-trade-en" */ './en.json?part=trade'),
  es: () => import(/* webpackChunkName: "messages-trade-es" */ './es.json?part=trade'),
  ru: () => import(/* webpackChunkName: "messages-trade-ru" */ './ru.json?part=trade'),
};
