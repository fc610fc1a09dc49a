/**
 * The site's languages and the stored choice, free of the store: the shell's boot script in the
 * HTML (shell/src/boot) reads the stored language with this same rule before any of the app has
 * loaded. The locale slice (locale.ts) re-exports them.
 */
import { readLocale } from '../storage/local-storage';

export const LOCALES = ['zh', 'en', 'es', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** Names shown in the language picker, each in its own language. */
export const LOCALE_LABELS: Record<Locale, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ru: 'Русский',
};

/** BCP 47 tags for `<html lang>` and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = {
  zh: 'zh-CN',
  en: 'en',
  es: 'es',
  ru: 'ru',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored locale if supported, else Chinese (the spec's start rule, without a warning). */
export function storedLocale(): Locale {
  const stored = readLocale();
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
