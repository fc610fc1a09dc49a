import type { CatalogLoaders } from '@minesite/shared/intl';

/** The construction page's part of the catalog (catalog-parts.json, see catalogs.ts). */
export const constructionCatalogs: CatalogLoaders = {
  zh: () =>
    import(/* webpackChunkName: "messages-construction-zh" */ './zh.json?part=construction'),
  en: () =>
    import(/* webpackChunkName: "messages-construction-en" */ './en.json?part=construction'),
  es: () =>
    import(/* webpackChunkName: "messages-construction-es" */ './es.json?part=construction'),
  ru: () =>
    import(/* webpackChunkName: "messages-construction-ru" */ './ru.json?part=construction'),
};
