import type { CatalogLoaders } from '@minesite/shared/intl';

/** The water-cooling page's part of the catalog (catalog-parts.json, see shop-catalogs.ts). */
export const coolingCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-cooling-zh" */ './zh.json?part=cooling'),
  en: () => import(/* webpackChunkName: "messages-cooling-en" */ './en.json?part=cooling'),
  es: () => import(/* webpackChunkName: "messages-cooling-es" */ './es.json?part=cooling'),
  ru: () => import(/* webpackChunkName: "messages-cooling-ru" */ './ru.json?part=cooling'),
};
