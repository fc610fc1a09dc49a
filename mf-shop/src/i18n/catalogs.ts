import type { CatalogLoaders } from '@minesite/shared/intl';

/**
 * This remote's whole catalog, one chunk per locale (`messages-zh`). Its pages load only their
 * part of it instead (`<part>-catalogs.ts`, one module each, so a page's manifest lists only its
 * own part's chunks for the shell's boot script to preload; catalog-parts.json names the ids).
 */
export const catalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-zh" */ './zh.json'),
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "messages-es" */ './es.json'),
  ru: () => import(/* webpackChunkName: "messages-ru" */ './ru.json'),
};
