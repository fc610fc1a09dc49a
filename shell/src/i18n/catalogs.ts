import type { CatalogLoaders } from '@minesite/shared/intl';

/**
 * The shell's messages, one chunk per locale, loaded when that locale is first shown; named so
 * the HTML's boot script preloads the visitor's one (shell/src/boot). The chunk is the
 * common catalog's (shared/src/i18n/intl-scope.tsx): the shell always shows both, so one
 * request brings them.
 */
export const catalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "common-messages-zh" */ './zh.json'),
  en: () => import(/* webpackChunkName: "common-messages-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "common-messages-es" */ './es.json'),
  ru: () => import(/* webpackChunkName: "common-messages-ru" */ './ru.json'),
};
