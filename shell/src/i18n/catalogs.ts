import type { CatalogLoaders } from '@minesite/shared/intl';

/**
 * The shell's messages, one chunk per locale, loaded when that locale is first shown; named so
 * the HTML's boot script preloads the visitor's one (first-paint-html.ts).
 */
export const catalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "shell-messages-zh" */ './zh.json'),
  en: () => import(/* webpackChunkName: "shell-messages-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "shell-messages-es" */ './es.json'),
  ru: () => import(/* webpackChunkName: "shell-messages-ru" */ './ru.json'),
};
