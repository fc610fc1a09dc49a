import type { CatalogLoaders } from '@minesite/shared/intl';

/** The downloads page's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const downloadsCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-downloads-zh" */ './zh.json?part=downloads'),
  en: () => import(/* webpackChunkName: "messages-downloads-en" */ './en.json?part=downloads'),
  es: () => import(/* webpackChunkName: "messages-downloads-es" */ './es.json?part=downloads'),
  ru: () => import(/* webpackChunkName: "messages-downloads-ru" */ './ru.json?part=downloads'),
};
