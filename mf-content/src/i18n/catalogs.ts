import type { CatalogLoaders } from '@minesite/shared/intl';

/** This remote's messages, one chunk per locale, loaded when that locale is first shown. */
export const catalogs: CatalogLoaders = {
  zh: () => import('./zh.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
  ru: () => import('./ru.json'),
};

/**
 * Only the home view's messages, for the page most visitors open first: the build keeps the
 * ids listed in build/catalog-part-loader.cjs (a unit test renders the home view with them).
 */
export const homeCatalogs: CatalogLoaders = {
  zh: () => import('./zh.json?part=home'),
  en: () => import('./en.json?part=home'),
  es: () => import('./es.json?part=home'),
  ru: () => import('./ru.json?part=home'),
};
