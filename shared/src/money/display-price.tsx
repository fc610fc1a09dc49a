import { Suspense, lazy, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Currency } from '../domain/catalog';
import { amountText } from './amount-text';
import { needsConversion, useDisplayCurrency } from './display-currency-setting';

// The conversion (the rates' request, the hint and its label) comes only for a buyer who chose
// a display currency: a first visit carries the setting's check alone.
const ConvertedPrice = lazy(() => import('./converted-price'));

/**
 * A price in the buyer's display currency when they chose one other than the price's own,
 * converted at the market rate with that rate's time; in its own currency otherwise, or while
 * no rate is known. The rates are asked only when a price is converted. What the buyer pays is
 * never converted: the converted price's label says so.
 */
export function DisplayPrice({
  value,
  currency,
  maximumFractionDigits,
  own: ownShown,
}: {
  value: number;
  currency: Currency;
  /** Of the price in its own currency; by default none for whole amounts, else cents. */
  maximumFractionDigits?: number;
  /** How the page writes the price in its own currency, when not as `amountText` does. */
  own?: ReactNode;
}): ReactNode {
  const intl = useIntl();
  const display = useDisplayCurrency();
  const ownText = amountText(intl, value, currency, maximumFractionDigits);
  const own = ownShown ?? ownText;
  if (!display || !needsConversion(currency, display)) return own;
  return (
    <Suspense fallback={own}>
      <ConvertedPrice
        value={value}
        currency={currency}
        display={display}
        own={own}
        ownText={ownText}
      />
    </Suspense>
  );
}
