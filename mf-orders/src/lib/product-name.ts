/**
 * The name of an order's product in the reader's language: the catalog product's name from
 * the service, else (orders made before quotes) the title the checkout stored; '' when there
 * is neither (the screens then say 'unknown product').
 */
import type { PublicOrder } from '@minesite/shared/domain';
import type { Locale } from '@minesite/shared/locale';

type Named = Pick<PublicOrder, 'product' | 'quote' | 'productInfo'>;

export function orderProductName(order: Named, locale: Locale): string {
  const items = order.quote?.items ?? [];
  // A cart's order: every line with how many of it.
  if (items.length > 1) {
    return items
      .map((item) => `${item.product.name[locale] || item.product.name.zh} ×${item.quantity}`)
      .join(', ');
  }
  const name = (order.product ?? order.quote?.product)?.name;
  return name?.[locale] || name?.zh || order.productInfo.title;
}

/** Every name the order goes by (each language of each line and the stored title), for searching. */
export function orderProductNames(order: Named): string[] {
  const names = order.quote?.items.length
    ? order.quote.items.map((item) => item.product.name)
    : [(order.product ?? order.quote?.product)?.name];
  return [
    ...names.flatMap((name) => (name ? Object.values(name) : [])),
    order.productInfo.title,
  ].filter(Boolean);
}
