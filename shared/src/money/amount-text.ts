/**
 * An amount written in its currency, per locale. Intl formats ISO codes; USDT (no ISO code) and
 * BTC (no symbol in most locales) are written as a number and their code.
 */
import type { IntlShape } from 'react-intl';

export function amountText(
  intl: IntlShape,
  value: number,
  currency: string,
  maximumFractionDigits = Number.isInteger(value) ? 0 : 2,
): string {
  if (currency === 'BTC') {
    return `${intl.formatNumber(value, { maximumFractionDigits: 8 })} BTC`;
  }
  if (currency === 'USDT') {
    return `${intl.formatNumber(value, { maximumFractionDigits })} USDT`;
  }
  return intl.formatNumber(value, {
    style: 'currency',
    currency,
    minimumFractionDigits: Math.min(maximumFractionDigits, 2),
    maximumFractionDigits,
  });
}
