import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { OperationsStats } from '../data-centres';
import '../../../components/stats.css';

/**
 * The operations figures as a grid of labelled numbers, grouped per locale; each number keeps
 * its line (a blank one) until the figures are read.
 */
export function OperationsStatsGrid({ stats }: { stats: OperationsStats | undefined }) {
  const items = [
    { labelId: 'content.home.stats.dataCentres', value: stats?.dataCentres, unitId: null },
    {
      labelId: 'content.home.stats.energized',
      value: stats?.energizedComputePh,
      unitId: 'content.home.unit.phs',
    },
    {
      labelId: 'content.home.stats.average',
      value: stats?.averageComputePh,
      unitId: 'content.home.unit.phs',
    },
    { labelId: 'content.home.stats.miners', value: stats?.operationalMiners, unitId: null },
  ];
  return (
    <dl className="content-stats">
      {items.map(({ labelId, value, unitId }) => (
        <div key={labelId} className="content-stat">
          <dt>
            <FormattedMessage id={labelId} />
          </dt>
          <dd>
            {value === undefined ? (
              '\u00a0'
            ) : unitId ? (
              <FormattedMessage
                id={unitId}
                values={{ value: <FormattedNumber value={value} maximumFractionDigits={0} /> }}
              />
            ) : (
              <FormattedNumber value={value} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
