import type { CatalogLoaders } from '@minesite/shared/intl';
import { withOrderMessages } from '@minesite/shared/orders/messages';

/**
 * This remote's messages with the shared order pieces' (tags, filters), one chunk per locale,
 * loaded when that locale is first shown. The chunk names (`messages-zh`) let the shell's boot
 * script preload the visitor's catalog.
 */
export const catalogs: CatalogLoaders = withOrderMessages({
  zh: () => import(/* webpackChunkName: "messages-zh" */ './zh.json'),
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "messages-es" */ './es.json'),
  ru: () => import(/* webpackChunkName: "messages-ru" */ './ru.json'),
});
