import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Dashboard } from '@minesite/shared/contract';
import { ErrorState } from '@minesite/shared/fetch-states';
import { PageLayout } from '@minesite/shared/ui';
import { useDashboardQuery } from '../api';
import { DASHBOARD_GROUPS, type DashboardItem } from '../dashboard-items';
import { AddressGapGroup } from './address-gap';
import './dashboard-screen.css';

function CountRow({
  item,
  counts,
}: {
  item: DashboardItem;
  counts: Dashboard['counts'] | undefined;
}) {
  const intl = useIntl();
  const value = counts?.[item.count];
  const label = intl.formatMessage({ id: item.labelId });
  return (
    <li>
      <Link
        to={item.href}
        className={value ? 'dashboard-row dashboard-row-due' : 'dashboard-row'}
        data-testid={`dashboard-${item.count}`}
        aria-label={
          value === undefined
            ? label
            : intl.formatMessage({ id: 'admin.dashboard.countLabel' }, { label, count: value })
        }
      >
        <span className="dashboard-label">{label}</span>
        {/* Same box loading or loaded: the rows never move when the counts arrive. */}
        <span className="dashboard-count" aria-hidden="true">
          {value === undefined ? (
            <span className="dashboard-count-skeleton" />
          ) : (
            <FormattedNumber value={value} />
          )}
        </span>
      </Link>
    </li>
  );
}

/** /admin: what needs the operator now, each count a link to the list showing it. */
export function DashboardScreen() {
  // Counts change while the operator works elsewhere: read again on each visit.
  const dashboard = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const counts = dashboard.data?.counts;
  return (
    <PageLayout titleId="route.adminDashboard">
      {dashboard.isError && !counts ? (
        <ErrorState
          messageId="admin.dashboard.loadFailed"
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className="dashboard" aria-busy={!counts}>
          {DASHBOARD_GROUPS.map((group) => (
            <section key={group.titleId} className="dashboard-group">
              <h2 className="dashboard-group-title">
                <FormattedMessage id={group.titleId} />
              </h2>
              <ul className="dashboard-rows">
                {group.items.map((item) => (
                  <CountRow key={item.count} item={item} counts={counts} />
                ))}
              </ul>
            </section>
          ))}
          {dashboard.data?.addressGap && <AddressGapGroup gap={dashboard.data.addressGap} />}
        </div>
      )}
    </PageLayout>
  );
}
