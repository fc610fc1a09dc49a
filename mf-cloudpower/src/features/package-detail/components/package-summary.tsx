import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Tag } from '@minesite/shared/ui';
import type { PackageInfo } from '../../../lib/package-info';
import { PayoutPeriodText } from '../../../components/payout-period-text';
import { PeriodText } from '../../../components/period-text';
import { Btc } from './money';
import { InfoRow } from './info-rows';
import '../../../components/cards.css';
import '../../../components/rows.css';

/** The package's own terms at the top of the page. */
export function PackageSummary({
  info,
  title,
  period,
  outputPerT,
}: {
  info: Partial<PackageInfo>;
  title: string;
  period: number | null;
  outputPerT: number;
}) {
  return (
    <section className="cp-card" aria-labelledby="detail-title">
      <header className="cp-card-head">
        <h2 id="detail-title" className="cp-card-title">
          {title}
        </h2>
        <Tag color={info.mode === 'accelerated' ? 'warning' : 'primary'} fill="outline">
          <FormattedMessage id={`cloudpower.mode.${info.mode ?? 'classic'}`} />
        </Tag>
      </header>
      <dl className="cp-rows">
        <InfoRow labelId="cloudpower.detail.outputType">BTC</InfoRow>
        <InfoRow labelId="cloudpower.list.period">
          <PeriodText days={period} />
        </InfoRow>
        {info.minerModel && (
          <InfoRow labelId="cloudpower.list.minerModel">{info.minerModel}</InfoRow>
        )}
        {info.miner && (
          <InfoRow labelId="cloudpower.detail.miner">
            <FormattedMessage
              id="cloudpower.detail.minerSpecs"
              values={{
                hashrate: info.miner.hashrateTh,
                power: info.miner.powerW,
                efficiency: info.miner.efficiencyJPerTh,
              }}
            />
          </InfoRow>
        )}
        <InfoRow labelId="cloudpower.list.historicalYield">
          <FormattedMessage
            id="cloudpower.unit.btcPerTPerDay"
            values={{ amount: <Btc value={outputPerT} /> }}
          />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.start">
          <FormattedMessage
            id="cloudpower.list.startWithin"
            values={{ hours: info.startWithinHours ?? 24 }}
          />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.running">
          <FormattedNumber value={1} style="percent" />
        </InfoRow>
        {info.payoutPool && (
          <InfoRow labelId="cloudpower.list.payoutPool">{info.payoutPool}</InfoRow>
        )}
        {info.payoutPeriod && (
          <InfoRow labelId="cloudpower.list.payoutPeriod">
            <PayoutPeriodText value={info.payoutPeriod} />
          </InfoRow>
        )}
      </dl>
    </section>
  );
}
