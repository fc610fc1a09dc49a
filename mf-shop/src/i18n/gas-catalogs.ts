import type { CatalogLoaders } from '@minesite/shared/intl';

/** The natural-gas power page's part of the catalog (catalog-parts.json, see shop-catalogs.ts). */
export const gasCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-gas-zh" */ './zh.json?part=gas'),
  en: () => import(/* webpackChunkName: "messages-gas-en" */ './en.json?part=gas'),
  es: () => import(/* webpackChunkName: "messages-gas-es" */ './es.json?part=gas'),
  ru: () => import(/* webpackChunkName: "messages-gas-ru" */ './ru.json?part=gas'),
};
