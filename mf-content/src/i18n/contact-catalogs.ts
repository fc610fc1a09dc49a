import type { CatalogLoaders } from '@minesite/shared/intl';

/** The contact page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const contactCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-contact-zh" */ './zh.json?part=contact'),
  en: () => import(/* webpackChunkName: "messages-contact-en" */ './en.json?part=contact'),
  es: () => import(/* webpackChunkName: "messages-contact-es" */ './es.json?part=contact'),
  ru: () => import(/* webpackChunkName: "messages-contact-ru" */ './ru.json?part=contact'),
};
