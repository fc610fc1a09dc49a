/**
 * A price converted into the buyer's display currency, through USD: CNY and EUR at the market's
 * rates per USD, USDT as one USD, BTC at USD per bitcoin. A display aid only: what is charged is
 * always the price in its own currency.
 */
import type { DisplayRates } from '../contract/market';
import type { Currency } from '../domain/catalog';
import type { DisplayCurrency } from './display-currency-setting';

/** Places a converted amount is rounded to: cents, or satoshis for bitcoin. */
const PLACES: Record<DisplayCurrency, number> = { CNY: 2, USD: 2, BTC: 8 };

/** Units of `currency` per USD; null without a rate. */
function perUsd(currency: Currency | DisplayCurrency, rates: DisplayRates): number | null {
  switch (currency) {
    case 'USD':
    case 'USDT':
      return 1;
    case 'CNY':
      return rates.cnyPerUsd;
    case 'EUR':
      return rates.eurPerUsd;
    case 'BTC':
      return 1 / rates.usdPerBtc;
  }
}

/**
 * `amount` in `from` as `to`, rounded to cents (satoshis for BTC); null when a rate is missing
 * (the price is then shown in its own currency).
 */
export function convertForDisplay(
  amount: number,
  from: Currency,
  to: DisplayCurrency,
  rates: DisplayRates | null,
): number | null {
  if (!rates) return null;
  const fromPerUsd = perUsd(from, rates);
  const toPerUsd = perUsd(to, rates);
  if (fromPerUsd === null || toPerUsd === null) return null;
  const scale = 10 ** PLACES[to];
  return Math.round((amount / fromPerUsd) * toPerUsd * scale) / scale;
}
