import type { CatalogLoaders } from '@minesite/shared/intl';

/** The mining-power package list's part of the catalog (catalog-parts.json, see calculator-catalogs.ts). */
export const packagesCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-packages-zh" */ './zh.json?part=packages'),
  en: () => import(/* webpackChunkName: "messages-packages-en" */ './en.json?part=packages'),
  es: () => import(/* webpackChunkName: "messages-packages-es" */ './es.json?part=packages'),
  ru: () => import(/* webpackChunkName: "messages-packages-ru" */ './ru.json?part=packages'),
};
