import type { CatalogLoaders } from '@minesite/shared/intl';

/** The content pages' (news, jobs, team…) part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const contentCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-content-zh" */ './zh.json?part=content'),
  en: () => import(/* webpackChunkName: "messages-content-en" */ './en.json?part=content'),
  es: () => import(/* webpackChunkName: "messages-content-es" */ './es.json?part=content'),
  ru: () => import(/* webpackChunkName: "messages-content-ru" */ './ru.json?part=content'),
};
