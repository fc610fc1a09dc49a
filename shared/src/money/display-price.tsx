import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Currency } from '../domain/catalog';
import { amountText } from './amount-text';
import { convertForDisplay, needsConversion } from './display-conversion';
import { useDisplayCurrency } from './display-currency-setting';
import { useDisplayRatesQuery } from './display-rates-api';
import '../ui/sr-only.css';
import './display-price.css';

/**
 * A price in the buyer's display currency when they chose one other than the price's own,
 * converted at the market rate with that rate's time ("≈ $2,301.37 at Nov 28, 16:05"); in its
 * own currency otherwise, or while no rate is known. The rates are asked only when a price is
 * converted. What the buyer pays is never converted: the label says so.
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
  const convert = needsConversion(currency, display);
  const { data: rates } = useDisplayRatesQuery(undefined, { skip: !convert });
  const own = amountText(intl, value, currency, maximumFractionDigits);
  const converted =
    convert && display && rates ? convertForDisplay(value, currency, display, rates) : null;
  if (converted === null || !display || !rates) return ownShown ?? own;
  const note = intl.formatMessage({ id: 'price.display.note' }, { own });
  return (
    <span className="display-price" data-testid="display-price" title={note}>
      <FormattedMessage
        id="price.display.converted"
        values={{
          amount: amountText(intl, converted, display, display === 'BTC' ? 8 : undefined),
          time: intl.formatDate(rates.at, {
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }),
          hint: (chunks: ReactNode[]) => (
            <small key="hint" className="display-price-hint">
              {chunks}
            </small>
          ),
        }}
      />
      <span className="sr-only">{` ${note}`}</span>
    </span>
  );
}
