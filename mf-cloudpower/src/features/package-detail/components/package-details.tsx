import { FormattedMessage, FormattedNumber } from 'react-intl';
import { usdPricePerT, type PricingSettings } from '@minesite/shared/mining';
import { Card, CardTitle, Rows } from '@minesite/shared/ui';
import { InfoRow } from './info-rows';

interface Props {
  hashrate: number;
  duration: number;
  powerDays: number | null;
  settings: PricingSettings;
}

/** The terms the visitor is about to buy, with the prices they are worked out from. */
export function PackageDetails({ hashrate, duration, powerDays, settings }: Props) {
  return (
    <Card aria-labelledby="detail-terms">
      <CardTitle id="detail-terms" as="h2">
        <FormattedMessage id="cloudpower.detail.terms.title" />
      </CardTitle>
      <Rows variant="figures">
        <InfoRow labelId="cloudpower.list.hashrate">
          <FormattedMessage id="cloudpower.unit.th" values={{ value: hashrate }} />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.duration">
          <FormattedMessage id="cloudpower.unit.days" values={{ days: duration }} />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.powerDays">
          {powerDays === null ? (
            '—'
          ) : (
            <FormattedMessage id="cloudpower.unit.days" values={{ days: powerDays }} />
          )}
        </InfoRow>
        <InfoRow labelId="cloudpower.list.pricePerT">
          <FormattedMessage
            id="cloudpower.unit.cnyPerTWithUsd"
            values={{
              cny: <FormattedNumber value={settings.pricePerT} style="currency" currency="CNY" />,
              usd: (
                <FormattedNumber
                  value={usdPricePerT(settings.pricePerT, settings.exchangeRate)}
                  style="currency"
                  currency="USD"
                />
              ),
            }}
          />
        </InfoRow>
        <InfoRow labelId="cloudpower.list.electricityFee">
          <FormattedMessage
            id="cloudpower.unit.perTPerDay"
            values={{
              amount: (
                <FormattedNumber
                  value={settings.powerFeePerTPerDay}
                  style="currency"
                  currency="CNY"
                  maximumFractionDigits={4}
                />
              ),
            }}
          />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.terms.exchangeRate">
          <FormattedNumber value={settings.exchangeRate} maximumFractionDigits={4} />
        </InfoRow>
        <InfoRow labelId="cloudpower.detail.terms.payoutMinimum">
          <FormattedMessage
            id="cloudpower.detail.terms.payoutMinimumValue"
            values={{ from: 68, to: 86 }}
          />
        </InfoRow>
      </Rows>
    </Card>
  );
}
