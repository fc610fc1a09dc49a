import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { PRICING_DEFAULTS } from '@minesite/shared/mining';
import { Button, Tag, Card, CardHead, CardTitle, CardNote, Rows } from '@minesite/shared/ui';
import { useLocalized } from '@minesite/shared/localized';
import { detailPath, packageInfoOf, type CloudPackage } from '../../../lib/package-info';
import { PeriodText } from '../../../components/period-text';
import { PayoutPeriodText } from '../../../components/payout-period-text';
import './package-card.css';

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One package of the list: its terms, how much is sold, and the way to its detail page. */
export function PackageCard({ pkg }: { pkg: CloudPackage }) {
  const localized = useLocalized();
  const navigate = useNavigate();
  const s = pkg.specs;
  const title = localized(pkg.name);
  const titleId = `package-${pkg.id}-title`;
  const path = detailPath(packageInfoOf(pkg, title));
  const hashrates = s.hashrateOptionsTh;

  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardHead as="header" variant="top">
        <CardTitle id={titleId} as="h2">
          <Link to={path}>{title}</Link>
        </CardTitle>
        <div className="cp-card-tags">
          <Tag color={s.mode === 'accelerated' ? 'warning' : 'primary'} fill="outline">
            <FormattedMessage id={`cloudpower.mode.${s.mode}`} />
          </Tag>
          {s.discounted && (
            <Tag color="danger">
              <FormattedMessage id="cloudpower.list.discounted" />
            </Tag>
          )}
        </div>
      </CardHead>
      <CardNote>{localized(pkg.description)}</CardNote>
      <Rows variant="figures">
        <Row labelId="cloudpower.list.minerModel">{s.minerModel}</Row>
        <Row labelId="cloudpower.list.hashrate">
          <FormattedMessage
            id="cloudpower.unit.thRange"
            values={{
              min: hashrates[0],
              max: hashrates[hashrates.length - 1],
              count: hashrates.length,
            }}
          />
        </Row>
        <Row labelId="cloudpower.list.period">
          <PeriodText days={s.periodDays} />
        </Row>
        <Row labelId="cloudpower.list.pricePerT">
          <FormattedMessage
            id="cloudpower.unit.cnyPerTWithUsd"
            values={{
              cny: <FormattedNumber value={s.pricePerT} style="currency" currency="CNY" />,
              usd: (
                // The quotient as it is, rounded to the cent by the formatter: usdPricePerT would
                // bring the decimal math (big.js) into the list's first visit for one figure
                // (package-card.test.tsx checks the two agree).
                <FormattedNumber
                  value={s.pricePerT / PRICING_DEFAULTS.exchangeRate}
                  style="currency"
                  currency="USD"
                />
              ),
            }}
          />
        </Row>
        <Row labelId="cloudpower.list.electricityFee">
          <FormattedMessage
            id="cloudpower.unit.perTPerDay"
            values={{
              amount: (
                <FormattedNumber
                  value={s.powerFeePerTPerDay}
                  style="currency"
                  currency="CNY"
                  maximumFractionDigits={4}
                />
              ),
            }}
          />
        </Row>
        <Row labelId="cloudpower.list.historicalYield">
          <FormattedMessage
            id="cloudpower.unit.btcPerTPerDay"
            values={{
              amount: (
                <FormattedNumber value={s.historicalYieldBtcPerTPerDay} maximumFractionDigits={8} />
              ),
            }}
          />
        </Row>
        <Row labelId="cloudpower.list.payoutPool">{s.payoutPool}</Row>
        <Row labelId="cloudpower.list.payoutPeriod">
          <PayoutPeriodText value={s.payoutPeriod} />
        </Row>
      </Rows>
      <div className="cp-sold">
        <div
          className="cp-sold-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={s.percentSold}
          aria-labelledby={`${titleId}-sold`}
        >
          <span style={{ width: `${s.percentSold}%` }} />
        </div>
        <span id={`${titleId}-sold`} className="cp-sold-text">
          <FormattedMessage
            id="cloudpower.list.percentSold"
            values={{
              percent: (
                <FormattedNumber
                  value={s.percentSold / 100}
                  style="percent"
                  maximumFractionDigits={1}
                />
              ),
            }}
          />
        </span>
      </div>
      <CardNote>
        <FormattedMessage id="cloudpower.list.startWithin" values={{ hours: s.startWithinHours }} />
      </CardNote>
      {pkg.soldOut ? (
        <Button block disabled>
          <FormattedMessage id="cloudpower.list.soldOut" />
        </Button>
      ) : (
        <Button block color="primary" onClick={() => navigate(path)}>
          <FormattedMessage id="cloudpower.list.buy" />
        </Button>
      )}
    </Card>
  );
}
