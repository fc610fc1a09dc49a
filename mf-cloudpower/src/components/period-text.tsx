import { FormattedMessage } from 'react-intl';

/** A package period: N days, or permanent (null). */
export function PeriodText({ days }: { days: number | null }) {
  return days === null ? (
    <FormattedMessage id="cloudpower.period.permanent" />
  ) : (
    <FormattedMessage id="cloudpower.unit.days" values={{ days }} />
  );
}
