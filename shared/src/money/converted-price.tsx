import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Currency } from '../domain/catalog';
import { amountText } from './amount-text';
import { convertForDisplay } from './display-conversion';
import type { DisplayCurrency } from './display-currency-setting';
import { useDisplayRatesQuery } from './display-rates-api';
import '../ui/sr-only.css';
import './display-price.css';

/**
 * A price converted into `display` at the market's display rates, with their time ("≈ $2,333.33
 * at Nov 28, 4:05 PM") and a label saying the charge is the price in its own currency; `own`
 * while no rate is known. Loaded only once a buyer has chosen a display currency.
 */
export default function ConvertedPrice({
  value,
  currency,
  display,
  own,
  ownText,
}: {
  value: number;
  currency: Currency;
  display: DisplayCurrency;
  own: ReactNode;
  /** The price in its own currency as text, for the label. */
  ownText: string;
}): ReactNode {
  const intl = useIntl();
  const { data: rates } = useDisplayRatesQuery();
  const converted = rates ? convertForDisplay(value, currency, display, rates) : null;
  if (converted === null || !rates) return own;
  const note = intl.formatMessage({ id: 'price.display.note' }, { own: ownText });
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
