import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Tag, Card, CardHead, CardTitle, Rows } from '@minesite/shared/ui';
import type { PackageInfo } from '../../../lib/package-info';
import { PayoutPeriodText } from '../../../components/payout-period-text';
import { PeriodText } from '../../../components/period-text';
import { Btc } from './money';
import { InfoRow } from './info-rows';

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
    <Card aria-labelledby="detail-title">
      <CardHead as="header" variant="top">
        <CardTitle id="detail-title" as="h2">
          {title}
        </CardTitle>
        <Tag color={info.mode === 'accelerated' ? 'warning' : 'primary'} fill="outline">
          <FormattedMessage id={`cloudpower.mode.${info.mode ?? 'classic'}`} />
        </Tag>
      </CardHead>
      <Rows variant="figures">
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
      </Rows>
    </Card>
  );
}
