import type { CatalogLoaders } from '@minesite/shared/intl';

/** The team page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const teamCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-team-zh" */ './zh.json?part=team'),
  en: () => import(/* webpackChunkName: "messages-team-en" */ './en.json?part=team'),
  es: () => import(/* webpackChunkName: "messages-team-es" */ './es.json?part=team'),
  ru: () => import(/* webpackChunkName: "messages-team-ru" */ './ru.json?part=team'),
};
