import { FormattedDate, FormattedMessage } from 'react-intl';

/** An order's time in the visitor's locale; a dash when it is unknown. */
export function OrderTime({ ms }: { ms: number }) {
  if (!ms) return <FormattedMessage id="orders.common.unknownTime" />;
  return (
    <time dateTime={new Date(ms).toISOString()}>
      <FormattedDate
        value={ms}
        year="numeric"
        month="2-digit"
        day="2-digit"
        hour="2-digit"
        minute="2-digit"
        second="2-digit"
      />
    </time>
  );
}
