import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Dashboard } from '@minesite/shared/contract';
import './address-gap.css';

type AddressGap = NonNullable<Dashboard['addressGap']>;

const ROWS: { labelId: string; value: (gap: AddressGap) => number; testId: string }[] = [
  { labelId: 'admin.dashboard.gap.handedOut', value: (gap) => gap.handedOut, testId: 'handed-out' },
  { labelId: 'admin.dashboard.gap.run', value: (gap) => gap.longestUnusedRun, testId: 'run' },
  { labelId: 'admin.dashboard.gap.limit', value: (gap) => gap.gapLimit, testId: 'limit' },
];

/**
 * How far the operator's wallet must look past unpaid addresses to see every payment: the
 * longest run of handed-out addresses with nothing received, and the gap limit to set, warned
 * above wallets' default.
 */
export function AddressGapGroup({ gap }: { gap: AddressGap }) {
  return (
    <section className="dashboard-group">
      <h2 className="dashboard-group-title">
        <FormattedMessage id="admin.dashboard.wallet" />
      </h2>
      <ul className="dashboard-rows">
        {ROWS.map((row) => (
          <li
            key={row.labelId}
            className="dashboard-row"
            data-testid={`dashboard-gap-${row.testId}`}
          >
            <span className="dashboard-label">
              <FormattedMessage id={row.labelId} />
            </span>
            <span className="dashboard-count">
              <FormattedNumber value={row.value(gap)} />
            </span>
          </li>
        ))}
      </ul>
      {gap.aboveDefault ? (
        <p className="address-gap-note address-gap-warning" role="alert">
          <FormattedMessage id="admin.dashboard.gap.warning" values={{ limit: gap.gapLimit }} />
        </p>
      ) : (
        <p className="address-gap-note">
          <FormattedMessage id="admin.dashboard.gap.ok" />
        </p>
      )}
    </section>
  );
}
