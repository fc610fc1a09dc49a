import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { ProfitRow } from '../lib/profit-table';
import './profit-rows-table.css';

const usd = (value: number) => (
  <FormattedNumber value={value} style="currency" currency="USD" minimumFractionDigits={2} />
);

/** Revenue, electricity and profit per day, month and year, in USD. */
export function ProfitRowsTable({ rows, labelledBy }: { rows: ProfitRow[]; labelledBy: string }) {
  return (
    <table className="shop-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="shop.profit.period" />
          </th>
          <th scope="col">
            <FormattedMessage id="shop.profit.revenue" />
          </th>
          <th scope="col">
            <FormattedMessage id="shop.profit.electricity" />
          </th>
          <th scope="col">
            <FormattedMessage id="shop.profit.profit" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.period}>
            <th scope="row">
              <FormattedMessage id={`shop.profit.period.${row.period}`} />
            </th>
            <td>{usd(row.revenue)}</td>
            <td>{usd(row.electricity)}</td>
            <td className={row.profit < 0 ? 'shop-negative' : undefined}>{usd(row.profit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
