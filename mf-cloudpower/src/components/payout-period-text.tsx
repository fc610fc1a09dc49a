import { FormattedMessage } from 'react-intl';

const KNOWN = ['daily', 'weekly', 'monthly'];

/** The catalog's payout period key (`daily`) in words; an unknown text is shown as it is. */
export function PayoutPeriodText({ value }: { value: string }) {
  return KNOWN.includes(value) ? (
    <FormattedMessage id={`cloudpower.payoutPeriod.${value}`} />
  ) : (
    <>{value}</>
  );
}
