import type { OrderProduct } from '@minesite/shared/domain';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';

/** A catalog name (the product's or the quote's) in the language on screen. */
export function useLocalizedName(): (name: OrderProduct['name']) => string {
  const locale = useAppSelector(selectLocale);
  return (name) => name[locale];
}
