import { FormattedMessage } from 'react-intl';
import type { Currency } from '@minesite/shared/catalog';
import { DisplayPrice } from '@minesite/shared/display-price';

/**
 * A catalog price, per locale: in the buyer's display currency when they chose one (converted
 * at the market rate, with its time), else in its own; 0 means the price is given on request.
 */
export function Price({ value, currency }: { value: number; currency: Currency }) {
  if (value <= 0) return <FormattedMessage id="shop.price.onRequest" />;
  return <DisplayPrice value={value} currency={currency} />;
}
