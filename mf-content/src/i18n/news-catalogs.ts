import type { CatalogLoaders } from '@minesite/shared/intl';

/** The power news page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const newsCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-news-zh" */ './zh.json?part=news'),
  en: () => import(/* webpackChunkName: "messages-news-en" */ './en.json?part=news'),
  es: () => import(/* webpackChunkName: "messages-news-es" */ './es.json?part=news'),
  ru: () => import(/* webpackChunkName: "messages-news-ru" */ './ru.json?part=news'),
};
