import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Currency } from '@minesite/shared/catalog';

/**
 * An amount in a quote's currency, per locale. USDT is no ISO currency (Intl refuses it), so
 * it is written as a number and its code.
 */
export function Money({
  value,
  currency,
  maximumFractionDigits = 2,
}: {
  value: number;
  currency: Currency;
  maximumFractionDigits?: number;
}) {
  const digits = {
    minimumFractionDigits: Math.min(2, maximumFractionDigits),
    maximumFractionDigits,
  };
  if (currency === 'USDT') {
    return (
      <FormattedMessage
        id="orders.common.usdtAmount"
        values={{ amount: <FormattedNumber value={value} {...digits} /> }}
      />
    );
  }
  return <FormattedNumber value={value} style="currency" currency={currency} {...digits} />;
}
