/**
 * The messages of the order pieces (tags, filters) the orders and admin remotes share: merged
 * into each of those remotes' catalogs, in the same chunk per locale (`messages-zh`), so pages
 * without orders never download them and a page that shows them makes no extra request.
 */
import type { CatalogLoaders, Messages } from '../i18n/intl-scope';

type Catalog = Promise<{ default: Messages }>;

const merged = async (own: Catalog, orders: Catalog) => ({
  default: { ...(await orders).default, ...(await own).default },
});

/** `own` with the order pieces' messages under it. */
export function withOrderMessages(own: CatalogLoaders): CatalogLoaders {
  return {
    zh: () => merged(own.zh(), import(/* webpackChunkName: "messages-zh" */ './i18n/zh.json')),
    en: () => merged(own.en(), import(/* webpackChunkName: "messages-en" */ './i18n/en.json')),
    es: () => merged(own.es(), import(/* webpackChunkName: "messages-es" */ './i18n/es.json')),
    ru: () => merged(own.ru(), import(/* webpackChunkName: "messages-ru" */ './i18n/ru.json')),
  };
}
