import { FormattedMessage, FormattedNumber } from 'react-intl';

/** A catalog price in its own currency, per locale; 0 means the price is given on request. */
export function Price({ value, currency }: { value: number; currency: string }) {
  if (value <= 0) return <FormattedMessage id="shop.price.onRequest" />;
  return (
    <FormattedNumber
      value={value}
      style="currency"
      currency={currency}
      maximumFractionDigits={Number.isInteger(value) ? 0 : 2}
    />
  );
}
