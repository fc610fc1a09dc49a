import type { CatalogLoaders } from '@minesite/shared/intl';

/** The auction and draw pages' (the same event list) part of the catalog (catalog-parts.json, see calculator-catalogs.ts). */
export const eventsCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-events-zh" */ './zh.json?part=events'),
  en: () => import(/* webpackChunkName: "messages-events-en" */ './en.json?part=events'),
  es: () => import(/* webpackChunkName: "messages-events-es" */ './es.json?part=events'),
  ru: () => import(/* webpackChunkName: "messages-events-ru" */ './ru.json?part=events'),
};
