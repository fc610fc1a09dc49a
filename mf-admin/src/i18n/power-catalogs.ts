import type { CatalogLoaders } from '@minesite/shared/intl';

/** The power consultations page's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const powerCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-power-zh" */ './zh.json?part=power'),
  en: () => import(/* webpackChunkName: "messages-power-en" */ './en.json?part=power'),
  es: () => import(/* webpackChunkName: "messages-power-es" */ './es.json?part=power'),
  ru: () => import(/* webpackChunkName: "messages-power-ru" */ './ru.json?part=power'),
};
