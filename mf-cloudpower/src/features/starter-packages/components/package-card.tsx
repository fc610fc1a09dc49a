import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '@minesite/shared/ui';
import { purchaseQuery, type StarterPackage } from '../packages';

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className="package-row">
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function PackageCard({ pkg }: { pkg: StarterPackage }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const titleId = `package-${pkg.key}-title`;
  const usd = (value: number) => <FormattedNumber value={value} style="currency" currency="USD" />;

  return (
    <article className="package-card" aria-labelledby={titleId}>
      <header className="package-card-head">
        <h2 id={titleId} className="package-card-title">
          <FormattedMessage id={pkg.titleId} />
        </h2>
        <span className="package-card-mode">
          <FormattedMessage id="cloudpower.packages.mode.classic" />
        </span>
      </header>
      <dl className="package-rows">
        <Row labelId="cloudpower.packages.hashrate">
          <FormattedMessage
            id="cloudpower.packages.hashrateValue"
            values={{ value: pkg.hashrateTh }}
          />
        </Row>
        <Row labelId="cloudpower.packages.period">
          <FormattedMessage id="cloudpower.packages.days" values={{ days: pkg.periodDays }} />
        </Row>
        <Row labelId="cloudpower.packages.hashrateFee">{usd(pkg.hashrateFeeUsd)}</Row>
        <Row labelId="cloudpower.packages.firstElectricity">
          <FormattedMessage
            id="cloudpower.packages.firstElectricityValue"
            values={{ days: pkg.powerDays, amount: usd(pkg.firstElectricityUsd) }}
          />
        </Row>
        <Row labelId="cloudpower.packages.dailyOutput">
          <FormattedMessage
            id="cloudpower.packages.btcValue"
            values={{
              amount: <FormattedNumber value={pkg.dailyOutputBtc} maximumFractionDigits={8} />,
            }}
          />
        </Row>
      </dl>
      <p className="package-card-note">
        <FormattedMessage id="cloudpower.packages.startNote" />
      </p>
      <Button
        block
        color="primary"
        onClick={() =>
          navigate(
            `/mining-power-purchase${purchaseQuery(pkg, intl.formatMessage({ id: pkg.titleId }))}`,
          )
        }
      >
        <FormattedMessage id="cloudpower.packages.buy" />
      </Button>
    </article>
  );
}
