import type { CatalogLoaders } from '@minesite/shared/intl';

/** The webhooks page's part of the catalog (catalog-parts.json, see catalog-part.d.ts). */
export const webhooksCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-webhooks-zh" */ './zh.json?part=webhooks'),
  en: () => import(/* webpackChunkName: "messages-webhooks-en" */ './en.json?part=webhooks'),
  es: () => import(/* webpackChunkName: "messages-webhooks-es" */ './es.json?part=webhooks'),
  ru: () => import(/* webpackChunkName: "messages-webhooks-ru" */ './ru.json?part=webhooks'),
};
