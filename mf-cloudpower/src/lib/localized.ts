import type { LocalizedText } from '@minesite/shared/contract';
import { useAppSelector } from '@minesite/shared/store';

/** A catalog text in the visitor's language. */
export function useLocalized(): (text: LocalizedText) => string {
  const locale = useAppSelector((state) => state.locale.current);
  return (text) => text[locale];
}
