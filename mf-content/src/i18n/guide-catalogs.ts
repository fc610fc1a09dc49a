import type { CatalogLoaders } from '@minesite/shared/intl';

/** The guide page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const guideCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-guide-zh" */ './zh.json?part=guide'),
  en: () => import(/* webpackChunkName: "messages-guide-en" */ './en.json?part=guide'),
  es: () => import(/* webpackChunkName: "messages-guide-es" */ './es.json?part=guide'),
  ru: () => import(/* webpackChunkName: "messages-guide-ru" */ './ru.json?part=guide'),
};
