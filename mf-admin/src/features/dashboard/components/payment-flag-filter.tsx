import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentFlag } from '@minesite/shared/domain';
import { Tag } from '@minesite/shared/ui';
import './payment-flag-filter.css';

/** The order list's filter on a payment flag (a dashboard link's), with a way to drop it. */
export function PaymentFlagFilter({ flag, onClear }: { flag: PaymentFlag; onClear: () => void }) {
  const intl = useIntl();
  const flagText = intl.formatMessage({ id: `order.payment.flag.${flag}` });
  return (
    <p className="payment-flag-filter" role="status" data-testid="payment-flag-filter">
      <Tag color="warning">
        <FormattedMessage id="admin.dashboard.flagFilter" values={{ flag: flagText }} />
      </Tag>
      <button
        type="button"
        className="payment-flag-clear"
        onClick={onClear}
        aria-label={intl.formatMessage({ id: 'admin.dashboard.flagFilter.clear' })}
      >
        ×
      </button>
    </p>
  );
}
