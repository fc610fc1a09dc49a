import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { MarketRow } from '@minesite/shared/contract';
import type { MarketSort, MarketSortKey } from '../market-rows';
import './market-table.css';

const COLUMNS: readonly { key: MarketSortKey; labelId: string }[] = [
  { key: 'name', labelId: 'content.market.column.name' },
  { key: 'priceUsd', labelId: 'content.market.column.price' },
  { key: 'marketCapUsd', labelId: 'content.market.column.marketCap' },
  { key: 'volume24hUsd', labelId: 'content.market.column.volume' },
  { key: 'change24hPct', labelId: 'content.market.column.change' },
];

/** Prices under a dollar keep four significant digits (0.00002134), others two decimals. */
function Price({ value }: { value: number }) {
  return value > 0 && value < 1 ? (
    <FormattedNumber value={value} style="currency" currency="USD" maximumSignificantDigits={4} />
  ) : (
    <FormattedNumber value={value} style="currency" currency="USD" maximumFractionDigits={2} />
  );
}

/** A large sum in short form per locale ($3.45T, 3,45 billones US$ …). */
export function CompactUsd({ value }: { value: number }) {
  return (
    <FormattedNumber
      value={value}
      style="currency"
      currency="USD"
      notation="compact"
      maximumFractionDigits={2}
    />
  );
}

/** The coins: name, price, market cap, 24 h volume and 24 h change; each header sorts. */
export function MarketTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly MarketRow[];
  sort: MarketSort;
  onSort: (key: MarketSortKey) => void;
}) {
  const intl = useIntl();
  return (
    <div className="content-table-wrap">
      <table
        className="content-market-table"
        aria-label={intl.formatMessage({ id: 'content.market.tableLabel' })}
      >
        <thead>
          <tr>
            {COLUMNS.map(({ key, labelId }) => {
              const sorted = sort.key === key;
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={
                    sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                  }
                >
                  <button type="button" onClick={() => onSort(key)}>
                    <FormattedMessage id={labelId} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <span className="content-coin-name">{row.name}</span>{' '}
                <span className="content-coin-symbol">{row.symbol}</span>
              </th>
              <td>
                <Price value={row.priceUsd} />
              </td>
              <td>
                <CompactUsd value={row.marketCapUsd} />
              </td>
              <td>
                <CompactUsd value={row.volume24hUsd} />
              </td>
              <td className={row.change24hPct < 0 ? 'content-down' : 'content-up'}>
                <FormattedNumber
                  value={row.change24hPct / 100}
                  style="percent"
                  signDisplay="exceptZero"
                  minimumFractionDigits={2}
                  maximumFractionDigits={2}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
