import { FormattedMessage } from 'react-intl';
import type { PackageQuote } from '@minesite/shared/mining';
import { Btc, Usd } from './money';
import { InfoRow } from './info-rows';
import '../../../components/cards.css';
import '../../../components/rows.css';

/** Expected profit over the chosen duration at the chosen BTC price, and the break-even. */
export function ProfitSummary({ quote, duration }: { quote: PackageQuote; duration: number }) {
  const loss = quote.expectedProfit < 0;
  return (
    <section className="cp-section" aria-labelledby="detail-profit">
      <h2 id="detail-profit" className="cp-section-title">
        <FormattedMessage id="cloudpower.detail.profit.title" />
      </h2>
      <dl className="cp-rows">
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
        <div className="cp-row cp-row-strong">
          <dt>
            <FormattedMessage id="cloudpower.detail.profit.expected" values={{ days: duration }} />
          </dt>
          <dd data-testid="expected-profit" className={loss ? 'cp-loss' : 'cp-gain'}>
            <Usd value={quote.expectedProfit} />
          </dd>
        </div>
        <InfoRow labelId="cloudpower.detail.profit.breakeven" testId="breakeven">
          {quote.breakevenDays === null ? (
            <FormattedMessage id="cloudpower.detail.profit.never" />
          ) : (
            <FormattedMessage id="cloudpower.unit.days" values={{ days: quote.breakevenDays }} />
          )}
        </InfoRow>
      </dl>
      <p className="cp-note">
        <FormattedMessage id="cloudpower.detail.profit.note" />
      </p>
    </section>
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
    <section className="cp-section" aria-labelledby="detail-fees">
      <h2 id="detail-fees" className="cp-section-title">
        <FormattedMessage id="cloudpower.detail.fees.title" />
      </h2>
      <dl className="cp-rows">
        <InfoRow labelId="cloudpower.detail.fees.hashrate" testId="hashrate-fee">
          <Usd value={quote.hashrateFee} />
        </InfoRow>
        <div className="cp-row">
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
        </div>
        <div className="cp-row cp-row-strong">
          <dt>
            <FormattedMessage id="cloudpower.detail.fees.total" />
          </dt>
          <dd data-testid="total-fee">
            {powerDays === null ? '—' : <Usd value={quote.firstPayment} />}
          </dd>
        </div>
      </dl>
    </section>
  );
}
