import { FormattedNumber } from 'react-intl';

/** An amount in US dollars, cents shown. */
export function Usd({ value }: { value: number }) {
  return <FormattedNumber value={value} style="currency" currency="USD" />;
}

/** An amount of bitcoin, up to satoshis. */
export function Btc({ value }: { value: number }) {
  return (
    <>
      <FormattedNumber value={value} maximumFractionDigits={8} /> BTC
    </>
  );
}
