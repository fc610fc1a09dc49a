/** Test helper for browser journeys: the site opens in a locale the visitor chose earlier. */
import type { Page } from '@playwright/test';
import type { Locale } from '../i18n/locale';
import { STORAGE_KEYS } from '../storage/local-storage';

/** Opens the site in `locale`, as a visitor who chose it earlier (before any page script runs). */
export async function chooseLocale(page: Page, locale: Locale) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.locale,
    locale,
  ] as const);
}
