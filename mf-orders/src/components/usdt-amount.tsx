import { FormattedNumber } from 'react-intl';

/** A USDT amount with its 6 places at most, and its unit. */
export function UsdtAmount({ value }: { value: number }) {
  return (
    <>
      <FormattedNumber value={value} maximumFractionDigits={6} /> USDT
    </>
  );
}
