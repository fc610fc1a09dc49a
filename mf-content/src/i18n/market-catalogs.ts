import type { CatalogLoaders } from '@minesite/shared/intl';

/** The market page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const marketCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-market-zh" */ './zh.json?part=market'),
  en: () => import(/* webpackChunkName: "messages-market-en" */ './en.json?part=market'),
  es: () => import(/* webpackChunkName: "messages-market-es" */ './es.json?part=market'),
  ru: () => import(/* webpackChunkName: "messages-market-ru" */ './ru.json?part=market'),
};
