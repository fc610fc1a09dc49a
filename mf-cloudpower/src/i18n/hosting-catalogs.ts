import type { CatalogLoaders } from '@minesite/shared/intl';

/** The hosting page's part of the catalog (catalog-parts.json, see calculator-catalogs.ts). */
export const hostingCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-hosting-zh" */ './zh.json?part=hosting'),
  en: () => import(/* webpackChunkName: "messages-hosting-en" */ './en.json?part=hosting'),
  es: () => import(/* webpackChunkName: "messages-hosting-es" */ './es.json?part=hosting'),
  ru: () => import(/* webpackChunkName: "messages-hosting-ru" */ './ru.json?part=hosting'),
};
