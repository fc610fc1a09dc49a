import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import type { PublicOrder, OrderProduct } from '@minesite/shared/domain';
import { orderProductName } from './product-name';

/** The order's product name in the language on screen ('' when it has none). */
export function useOrderProductName(order: Pick<PublicOrder, 'product' | 'quote' | 'productInfo'>) {
  return orderProductName(order, useAppSelector(selectLocale));
}

/** A catalog name (the product's or the quote's) in the language on screen. */
export function useLocalizedName(): (name: OrderProduct['name']) => string {
  const locale = useAppSelector(selectLocale);
  return (name) => name[locale];
}
