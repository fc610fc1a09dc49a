import type { CatalogLoaders } from '@minesite/shared/intl';

/** The notifications page's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const notificationsCatalogs: CatalogLoaders = {
  zh: () =>
    import(/* webpackChunkName: "messages-notifications-zh" */ './zh.json?part=notifications'),
  en: () =>
    import(/* webpackChunkName: "messages-notifications-en" */ './en.json?part=notifications'),
  es: () =>
    import(/* webpackChunkName: "messages-notifications-es" */ './es.json?part=notifications'),
  ru: () =>
    import(/* webpackChunkName: "messages-notifications-ru" */ './ru.json?part=notifications'),
};
