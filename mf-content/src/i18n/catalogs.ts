import type { CatalogLoaders } from '@minesite/shared/intl';

/**
 * This remote's messages, one chunk per locale, loaded when that locale is first shown. The
 * chunk names (`messages-zh`) let the shell's boot script preload the visitor's catalog.
 */
export const catalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-zh" */ './zh.json'),
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "messages-es" */ './es.json'),
  ru: () => import(/* webpackChunkName: "messages-ru" */ './ru.json'),
};

/**
 * Only the home view's messages, for the page most visitors open first: the build keeps the
 * ids listed in build/catalog-part-loader.cjs (a unit test renders the home view with them).
 */
export const homeCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-home-zh" */ './zh.json?part=home'),
  en: () => import(/* webpackChunkName: "messages-home-en" */ './en.json?part=home'),
  es: () => import(/* webpackChunkName: "messages-home-es" */ './es.json?part=home'),
  ru: () => import(/* webpackChunkName: "messages-home-ru" */ './ru.json?part=home'),
};
