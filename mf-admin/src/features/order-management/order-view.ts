/**
 * How the operator reads an order: the product's name in the reader's language, what the buyer
 * chose as labelled rows, and money in the quote's currency.
 */
import type { IntlShape } from 'react-intl';
import type { Order, OrderProduct } from '@minesite/shared/domain';
import { RENTAL_PLAN_MESSAGE_IDS, RENTAL_REGION_MESSAGE_IDS } from './rental-labels';

type Language = keyof OrderProduct['name'];

/**
 * The catalog product's name in `locale`; the stored title (the checkout's language) for
 * orders made before quotes or a product with no name in that language.
 */
export function orderProductName(
  order: Pick<Order, 'product' | 'productInfo'> & Partial<Pick<Order, 'quote'>>,
  locale: string,
) {
  const language = locale.slice(0, 2) as Language;
  const items = order.quote?.items ?? [];
  // A cart's order: every line with how many of it.
  if (items.length > 1) {
    return items
      .map((item) => `${item.product.name[language] || item.product.name.zh} ×${item.quantity}`)
      .join(', ');
  }
  return order.product?.name[language] || order.productInfo.title || order.product?.name.zh || '';
}

/** A value shown as a message, or as the text an older order stored. */
export type ChoiceValue = { id: string; values?: Record<string, number> } | { text: string };
export interface ChoiceRow {
  labelId: string;
  value: ChoiceValue;
}

const days = (count: number): ChoiceValue => ({
  id: 'admin.orders.choice.days',
  values: { count },
});

/**
 * What the buyer chose, from the quote; for orders made before quotes, the package terms their
 * browser stored.
 */
export function choiceRows(order: Pick<Order, 'quote' | 'productInfo'>): ChoiceRow[] {
  const choice = order.quote?.choice;
  if (!choice) {
    const { hashrate, period, powerDays } = order.productInfo;
    const stored: [string, string][] = [
      ['admin.orders.choice.hashrate', hashrate],
      ['admin.orders.choice.duration', period],
      ['admin.orders.choice.powerDays', powerDays],
    ];
    return stored
      .filter(([, text]) => text.trim() !== '')
      .map(([labelId, text]) => ({ labelId, value: { text } }));
  }
  switch (choice.kind) {
    case 'hashpower':
      return [
        {
          labelId: 'admin.orders.choice.hashrate',
          value: { id: 'admin.orders.choice.hashrate.value', values: { value: choice.hashrateTh } },
        },
        { labelId: 'admin.orders.choice.duration', value: days(choice.durationDays) },
        { labelId: 'admin.orders.choice.powerDays', value: days(choice.powerDays) },
      ];
    case 'machine':
      return [
        {
          labelId: 'admin.orders.choice.quantity',
          value: { id: 'admin.orders.choice.units', values: { count: choice.quantity } },
        },
      ];
    case 'rental':
      return [
        {
          labelId: 'admin.orders.choice.plan',
          value: { id: RENTAL_PLAN_MESSAGE_IDS[choice.plan] },
        },
        {
          labelId: 'admin.orders.choice.length',
          value:
            choice.plan === 'hourly'
              ? { id: 'admin.orders.choice.hours', values: { count: choice.hours ?? 0 } }
              : { id: 'admin.orders.choice.months', values: { count: choice.months ?? 0 } },
        },
        {
          labelId: 'admin.orders.choice.region',
          value: { id: RENTAL_REGION_MESSAGE_IDS[choice.region] },
        },
      ];
  }
}

/** ISO 4217 codes Intl formats as currencies; USDT is written after the number. */
const ISO_CURRENCIES = new Set(['CNY', 'USD', 'EUR']);

/** An amount in the quote's currency, to 4 places at most (a day's electricity is cents). */
export function formatMoney(intl: IntlShape, amount: number, currency: string): string {
  if (!ISO_CURRENCIES.has(currency)) {
    return `${intl.formatNumber(amount, { maximumFractionDigits: 4 })} ${currency}`;
  }
  return intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 4 });
}
