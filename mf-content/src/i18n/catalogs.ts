import type { CatalogLoaders } from '@minesite/shared/intl';

/** This remote's messages, one chunk per locale, loaded when that locale is first shown. */
export const catalogs: CatalogLoaders = {
  zh: () => import('./zh.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
  ru: () => import('./ru.json'),
};
