// What an order is for, as its mails and searches name it: the product, or every line of a cart
// with how many of it (`S21 ×6, L9 ×2`), in each language of the site.
import type { LocalizedText } from '@minesite/shared/contract';
import type { OrderDocument } from './order-document.js';

export function orderProductName(order: OrderDocument): LocalizedText | string {
  const items = order.quote?.items;
  if (!items?.length) return order.product?.name ?? order.productInfo.title;
  const [first] = items as [(typeof items)[number]];
  const locales = Object.keys(first.product.name) as (keyof LocalizedText)[];
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      items.map((item) => `${item.product.name[locale]} ×${item.quantity}`).join(', '),
    ]),
  ) as LocalizedText;
}
