import { FormattedMessage } from 'react-intl';
import type { PackageQuote } from '@minesite/shared/mining';
import { Card, CardTitle, Rows, Row, CardNote } from '@minesite/shared/ui';
import { Btc, Usd } from './money';
import { InfoRow } from './info-rows';
import '../../../components/profit-tone.css';

/** Expected profit over the chosen duration at the chosen BTC price, and the break-even. */
export function ProfitSummary({ quote, duration }: { quote: PackageQuote; duration: number }) {
  const loss = quote.expectedProfit < 0;
  return (
    <Card aria-labelledby="detail-profit">
      <CardTitle id="detail-profit" as="h2">
        <FormattedMessage id="cloudpower.detail.profit.title" />
      </CardTitle>
      <Rows variant="figures">
        <InfoRow labelId="cloudpower.detail.profit.dailyOutput" testId="daily-output">
          <Btc value={quote.dailyOutputBtc} />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.profit.dailyRevenue" testId="daily-revenue">
          <Usd value={quote.dailyRevenue} />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.profit.dailyElectricity" testId="daily-electricity">
          <Usd value={quote.dailyElectricity} />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.profit.dailyProfit" testId="daily-profit">
          <Usd value={quote.dailyProfit} />
        </InfoRow>
        <Row strong>
          <dt>
            <FormattedMessage id="cloudpower.detail.profit.expected" values={{ days: duration }} />
          </dt>
          <dd data-testid="expected-profit" className={loss ? 'cp-loss' : 'cp-gain'}>
            <Usd value={quote.expectedProfit} />
          </dd>
        </Row>
        <InfoRow labelId="cloudpower.detail.profit.breakeven" testId="breakeven">
          {quote.breakevenDays === null ? (
            <FormattedMessage id="cloudpower.detail.profit.never" />
          ) : (
            <FormattedMessage id="cloudpower.unit.days" values={{ days: quote.breakevenDays }} />
          )}
        </InfoRow>
      </Rows>
      <CardNote>
        <FormattedMessage id="cloudpower.detail.profit.note" />
      </CardNote>
    </Card>
  );
}

/** What the first payment costs: the hashrate fee and the electricity for the chosen days. */
export function FeeSummary({
  quote,
  powerDays,
}: {
  quote: PackageQuote;
  powerDays: number | null;
}) {
  return (
    <Card aria-labelledby="detail-fees">
      <CardTitle id="detail-fees" as="h2">
        <FormattedMessage id="cloudpower.detail.fees.title" />
      </CardTitle>
      <Rows variant="figures">
        <InfoRow labelId="cloudpower.detail.fees.hashrate" testId="hashrate-fee">
          <Usd value={quote.hashrateFee} />
        </InfoRow>
        <Row>
          <dt>
            {powerDays === null ? (
              <FormattedMessage id="cloudpower.detail.fees.electricityNoDays" />
            ) : (
              <FormattedMessage
                id="cloudpower.detail.fees.electricity"
                values={{ days: powerDays }}
              />
            )}
          </dt>
          <dd data-testid="electricity-fee">
            {powerDays === null ? '—' : <Usd value={quote.firstElectricityFee} />}
          </dd>
        </Row>
        <Row strong>
          <dt>
            <FormattedMessage id="cloudpower.detail.fees.total" />
          </dt>
          <dd data-testid="total-fee">
            {powerDays === null ? '—' : <Usd value={quote.firstPayment} />}
          </dd>
        </Row>
      </Rows>
    </Card>
  );
}
