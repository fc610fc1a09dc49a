import { useCallback } from 'react';
import type { LocalizedText } from '@minesite/shared/contract';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';

/** Picks a catalog text (name, description, spec label) in the language on screen. */
export function useLocalized(): (text: LocalizedText) => string {
  const locale = useAppSelector(selectLocale);
  return useCallback((text: LocalizedText) => text[locale], [locale]);
}
