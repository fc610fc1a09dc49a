import type { CatalogLoaders } from '@minesite/shared/intl';

/** The stray payments page's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const strayPaymentsCatalogs: CatalogLoaders = {
  zh: () =>
    import(/* webpackChunkName: "messages-stray-payments-zh" */ './zh.json?part=stray-payments'),
  en: () =>
    import(/* webpackChunkName: "messages-stray-payments-en" */ './en.json?part=stray-payments'),
  es: () =>
    import(/* webpackChunkName: "messages-stray-payments-es" */ './es.json?part=stray-payments'),
  ru: () =>
    import(/* webpackChunkName: "messages-stray-payments-ru" */ './ru.json?part=stray-payments'),
};
