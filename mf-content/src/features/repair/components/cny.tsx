import { FormattedNumber } from 'react-intl';

/** An amount in yuan, per locale (¥500, 500 CN¥ …). */
export function Cny({ value }: { value: number }) {
  return (
    <FormattedNumber value={value} style="currency" currency="CNY" maximumFractionDigits={0} />
  );
}
