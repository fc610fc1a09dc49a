import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readLocale, writeLocale } from '../storage/local-storage';

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

/** The spec's start rule: the stored locale if supported, else Chinese; a bad value only warns. */
export function initialLocale(): Locale {
  const stored = readLocale();
  if (stored !== null && !isLocale(stored)) console.warn('无效的语言设置', stored);
  return storedLocale();
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: () => ({ current: initialLocale() }),
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.current,
  },
});

export const { selectLocale } = localeSlice.selectors;

/** Stores the choice and returns the action that re-renders every mounted package. */
export function changeLocale(locale: Locale): PayloadAction<Locale> {
  writeLocale(locale);
  return localeSlice.actions.localeChanged(locale);
}
