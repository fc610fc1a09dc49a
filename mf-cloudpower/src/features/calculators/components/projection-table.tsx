import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import type { ProjectionMonth } from '@minesite/shared/mining';
import '../../../components/folds-and-steps.css';
import './projection-table.css';
import '../../../components/profit-tone.css';

const usd = (value: number) => <FormattedNumber value={value} style="currency" currency="USD" />;

/** The projection month by month, for reading (and for screen readers) beside the chart. */
export function ProjectionTable({ months }: { months: ProjectionMonth[] }) {
  return (
    <details className="cp-fold">
      <summary>
        <FormattedMessage id="cloudpower.calc.projection.table" />
      </summary>
      <table className="cp-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="cloudpower.calc.projection.month" />
            </th>
            <th scope="col">BTC</th>
            <th scope="col">
              <FormattedMessage id="cloudpower.calc.projection.profit" />
            </th>
            <th scope="col">
              <FormattedMessage id="cloudpower.calc.projection.cumulative" />
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className={m.profit < 0 ? 'cp-loss' : undefined}>
              <th scope="row">
                <FormattedDate value={m.startsOn} year="2-digit" month="short" timeZone="UTC" />
                {m.halvedDays > 0 && ' ½'}
              </th>
              <td>
                <FormattedNumber value={m.btc} maximumFractionDigits={8} />
              </td>
              <td>{usd(m.profit)}</td>
              <td>{usd(m.cumulativeProfit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
