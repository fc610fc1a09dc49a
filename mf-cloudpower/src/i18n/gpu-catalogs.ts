import type { CatalogLoaders } from '@minesite/shared/intl';

/** The GPU cloud pricing page's part of the catalog (catalog-parts.json, see calculator-catalogs.ts). */
export const gpuCatalogs: CatalogLoaders = {
  zh: () => import(/* webpackChunkName: "messages-gpu-zh" */ './zh.json?part=gpu'),
  en: () => import(/* webpackChunkName: "messages-gpu-en" */ './en.json?part=gpu'),
  es: () => import(/* webpackChunkName: "messages-gpu-es" */ './es.json?part=gpu'),
  ru: () => import(/* webpackChunkName: "messages-gpu-ru" */ './ru.json?part=gpu'),
};
