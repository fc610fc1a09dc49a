import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import type { Order } from '@minesite/shared/domain';
import { orderProductName } from './product-name';

/** The order's product name in the language on screen ('' when it has none). */
export function useOrderProductName(order: Pick<Order, 'product' | 'quote' | 'productInfo'>) {
  return orderProductName(order, useAppSelector(selectLocale));
}
