import type { CatalogLoaders } from '@minesite/shared/intl';

/**
 * Only the calculator's messages (catalog-parts.json): the calculator opens on its own and in
 * the home swipe, and needs a tenth of the remote's texts (a unit test renders it with them).
 *
 * A module of its own: the pages that load the whole catalog (catalogs.ts) then do not list
 * this part's chunks, and the shell's boot script preloads the part a page lists.
 */
export const calculatorCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-calculator-zh" */ './zh.json?part=calculator'),
  en: () => import(/* webpackChunkName: "messages-calculator-en" */ './en.json?part=calculator'),
  es: () => import(/* webpackChunkName: "messages-calculator-es" */ './es.json?part=calculator'),
  ru: () => import(/* webpackChunkName: "messages-calculator-ru" */ './ru.json?part=calculator'),
};
