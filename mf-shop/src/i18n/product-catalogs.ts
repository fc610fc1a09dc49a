import type { CatalogLoaders } from '@minesite/shared/intl';

/** The product page's part of the catalog (catalog-parts.json, see shop-catalogs.ts). */
export const productCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-product-zh" */ './zh.json?part=product'),
  en: () => import(/* webpackChunkName: "messages-product-en" */ './en.json?part=product'),
  es: () => import(/* webpackChunkName: "messages-product-es" */ './es.json?part=product'),
  ru: () => import(/* webpackChunkName: "messages-product-ru" */ './ru.json?part=product'),
};
