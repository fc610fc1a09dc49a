/**
 * The four languages' names, for the label of a text in one of them (`Name (English)`): the
 * product, content and settings forms' (the downloads' catalog words them its own way).
 */
export const LANGUAGE_NAME_IDS = {
  zh: 'admin.products.language.zh',
  en: 'admin.products.language.en',
  es: 'admin.products.language.es',
  ru: 'admin.products.language.ru',
} as const;
