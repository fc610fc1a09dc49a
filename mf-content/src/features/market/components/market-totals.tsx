import { FormattedMessage } from 'react-intl';
import { CompactUsd } from './market-table';
import '../../../components/stats.css';

/** Total market cap and 24 h volume, in short form per locale ($3.45T, 3,45 billones US$ …). */
export function MarketTotals({
  marketCapUsd,
  volume24hUsd,
}: {
  marketCapUsd: number;
  volume24hUsd: number;
}) {
  return (
    <dl className="content-stats">
      <div className="content-stat">
        <dt>
          <FormattedMessage id="content.market.totalMarketCap" />
        </dt>
        <dd>
          <CompactUsd value={marketCapUsd} />
        </dd>
      </div>
      <div className="content-stat">
        <dt>
          <FormattedMessage id="content.market.totalVolume" />
        </dt>
        <dd>
          <CompactUsd value={volume24hUsd} />
        </dd>
      </div>
    </dl>
  );
}
