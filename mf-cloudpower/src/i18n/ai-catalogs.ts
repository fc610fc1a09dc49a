import type { CatalogLoaders } from '@minesite/shared/intl';

/** The AI miner and AI power pages' (the same cards and texts) part of the catalog (catalog-parts.json, see calculator-catalogs.ts). */
export const aiCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-ai-zh" */ './zh.json?part=ai'),
  en: () => import(/* webpackChunkName: "messages-ai-en" */ './en.json?part=ai'),
  es: () => import(/* webpackChunkName: "messages-ai-es" */ './es.json?part=ai'),
  ru: () => import(/* webpackChunkName: "messages-ai-ru" */ './ru.json?part=ai'),
};
