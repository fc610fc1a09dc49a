import type { CatalogLoaders } from '@minesite/shared/intl';

/** The contact leads page's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const contactsCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-contacts-zh" */ './zh.json?part=contacts'),
  en: () => import(/* webpackChunkName: "messages-contacts-en" */ './en.json?part=contacts'),
  es: () => import(/* webpackChunkName: "messages-contacts-es" */ './es.json?part=contacts'),
  ru: () => import(/* webpackChunkName: "messages-contacts-ru" */ './ru.json?part=contacts'),
};
