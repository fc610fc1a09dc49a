import type { CatalogLoaders } from '@minesite/shared/intl';

/** The product management page's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const productsCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-products-zh" */ './zh.json?part=products'),
  en: () => import(/* webpackChunkName: "messages-products-en" */ './en.json?part=products'),
  es: () => import(/* webpackChunkName: "messages-products-es" */ './es.json?part=products'),
  ru: () => import(/* webpackChunkName: "messages-products-ru" */ './ru.json?part=products'),
};
