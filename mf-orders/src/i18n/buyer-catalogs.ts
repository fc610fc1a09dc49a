import type { CatalogLoaders } from '@minesite/shared/intl';

/** The buyer's own pages' part of the catalog (catalog-parts.json): notes, tasks, calendar, settings. */
export const buyerCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-buyer-zh" */ './zh.json?part=buyer'),
  en: () => import(/* webpackChunkName: "messages-buyer-en" */ './en.json?part=buyer'),
  es: () => import(/* webpackChunkName: "messages-buyer-es" */ './es.json?part=buyer'),
  ru: () => import(/* webpackChunkName: "messages-buyer-ru" */ './ru.json?part=buyer'),
};
