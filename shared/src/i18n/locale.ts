import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readLocale, writeLocale } from '../storage/local-storage';
import { isLocale, storedLocale, type Locale } from './locales';

export * from './locales';

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
