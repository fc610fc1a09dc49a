/** The languages of a download's texts (the list shows its title in the admin's one). */
export const DOWNLOAD_LOCALES = ['zh', 'en', 'es', 'ru'] as const;
export type DownloadLocale = (typeof DOWNLOAD_LOCALES)[number];
