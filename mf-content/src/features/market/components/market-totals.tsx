import { FormattedMessage, FormattedNumber } from 'react-intl';
import '../../../components/stats.css';

/** Total market cap and 24 h volume, in short form per locale ($3.45T, 3,45 billones US$ …). */
export function MarketTotals({
  marketCapUsd,
  volume24hUsd,
}: {
  marketCapUsd: number;
  volume24hUsd: number;
}) {
  const usd = (value: number) => (
    <FormattedNumber
      value={value}
      style="currency"
      currency="USD"
      notation="compact"
      maximumFractionDigits={2}
    />
  );
  return (
    <dl className="content-stats">
      <div className="content-stat">
        <dt>
          <FormattedMessage id="content.market.totalMarketCap" />
        </dt>
        <dd>{usd(marketCapUsd)}</dd>
      </div>
      <div className="content-stat">
        <dt>
          <FormattedMessage id="content.market.totalVolume" />
        </dt>
        <dd>{usd(volume24hUsd)}</dd>
      </div>
    </dl>
  );
}
