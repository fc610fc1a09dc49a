import type { CatalogLoaders } from '@minesite/shared/intl';

/** The settings page's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const settingsCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-settings-zh" */ './zh.json?part=settings'),
  en: () => import(/* webpackChunkName: "messages-settings-en" */ './en.json?part=settings'),
  es: () => import(/* webpackChunkName: "messages-settings-es" */ './es.json?part=settings'),
  ru: () => import(/* webpackChunkName: "messages-settings-ru" */ './ru.json?part=settings'),
};
