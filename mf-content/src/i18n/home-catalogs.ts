import type { CatalogLoaders } from '@minesite/shared/intl';

/**
 * Only the home view's messages, for the page most visitors open first: the build keeps the
 * ids listed in catalog-parts.json (a unit test renders the home view with them).
 *
 * A module of its own: the pages that load the whole catalog (catalogs.ts) then do not list
 * this part's chunks, and the shell's boot script preloads the part a page lists.
 */
export const homeCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-home-zh" */ './zh.json?part=home'),
  en: () => import(/* webpackChunkName: "messages-home-en" */ './en.json?part=home'),
  es: () => import(/* webpackChunkName: "messages-home-es" */ './es.json?part=home'),
  ru: () => import(/* webpackChunkName: "messages-home-ru" */ './ru.json?part=home'),
};
