import { useCallback } from 'react';
import type { LocalizedText } from '../contract/products';
import { selectLocale } from './locale';
import { useAppSelector } from '../store/make-store';

/** Picks a catalog text (a name, a description, a spec label) in the language on screen. */
export function useLocalized(): (text: LocalizedText) => string {
  const locale = useAppSelector(selectLocale);
  return useCallback((text: LocalizedText) => text[locale], [locale]);
}
