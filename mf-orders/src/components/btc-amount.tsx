import { FormattedMessage, FormattedNumber } from 'react-intl';

/** An amount in BTC, with the digits grouped per locale. */
export function BtcAmount({ value }: { value: number }) {
  return (
    <FormattedMessage
      id="orders.common.btcAmount"
      values={{ amount: <FormattedNumber value={value} maximumFractionDigits={8} /> }}
    />
  );
}
