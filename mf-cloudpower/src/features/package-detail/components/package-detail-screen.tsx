import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddToCartButton } from '@minesite/shared/cart';
import { checkoutPath } from '@minesite/shared/domain';
import {
  BTC_PRICE_OPTIONS,
  DEFAULT_DURATION,
  MIN_POWER_DAYS,
  initialChoice,
  optionsFor,
  packageQuote,
  readPowerDays,
  type DetailChoice,
  type PricingSettings,
} from '@minesite/shared/mining';
import { Button, ProductNotesLink, lazyPopup } from '@minesite/shared/ui';
import { useLocalized } from '@minesite/shared/localized';
import { parsePackageInfo } from '../../../lib/package-info';
import { baselineSettings, readSavedSettings, saveSettings } from '../pricing-settings';
import { ChoiceGroup } from './choice-group';
import { PackageDetails } from './package-details';
import { PackageSummary } from './package-summary';
import {
  PackageDisclaimer,
  PackageFaq,
  ProductInfoAccordion,
  PurchaseProcess,
} from './package-texts';
import { PowerDaysField } from './power-days-field';
import { FeeSummary, ProfitSummary } from './quote-summary';
import './package-detail.css';

const SettingsPopup = lazyPopup(() => import('./settings-popup'));

/** /mining-power-detail: a package priced locally from its productInfo and the pricing settings. */
export function PackageDetailScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.get('productInfo');
  const info = useMemo(() => parsePackageInfo(query) ?? {}, [query]);
  const period = info.period === 'permanent' ? null : Number(info.period ?? DEFAULT_DURATION);
  const options = optionsFor(period);
  const localized = useLocalized();
  const title = info.names
    ? localized(info.names)
    : (info.title ?? intl.formatMessage({ id: 'cloudpower.detail.defaultTitle' }));
  const productId = info.id;
  const packageKey = productId ?? `default-${period ?? 'permanent'}`;
  const baseline = useMemo(() => baselineSettings(info), [info]);

  const [choice, setChoice] = useState<DetailChoice>(() =>
    initialChoice(period, { hashrate: Number(info.hashrate), powerDays: Number(info.powerDays) }),
  );
  const [settings, setSettings] = useState<PricingSettings>(
    () => readSavedSettings(packageKey) ?? baseline,
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const update = (patch: Partial<DetailChoice>) => setChoice((c) => ({ ...c, ...patch }));

  const powerDays = readPowerDays(choice.powerDaysText, options);
  const quote = packageQuote({
    hashrateTh: choice.hashrate,
    durationDays: choice.duration,
    powerDays: powerDays.ok ? powerDays.value : MIN_POWER_DAYS,
    btcPrice: choice.btcPrice,
    settings,
  });
  const days = (value: number) =>
    intl.formatMessage({ id: 'cloudpower.unit.days' }, { days: value });

  // The checkout sells catalog packages only: it is handed the package's id and what the
  // visitor chose, and asks the service for the price.
  function buy() {
    if (!powerDays.ok || !productId) return;
    void navigate(
      checkoutPath({
        kind: 'hashpower',
        productId,
        hashrateTh: choice.hashrate,
        durationDays: choice.duration,
        powerDays: powerDays.value,
      }),
    );
  }

  return (
    <>
      <PackageSummary
        info={info}
        title={title}
        period={period}
        outputPerT={settings.btcOutputPerTPerDay}
      />
      <ChoiceGroup
        id="detail-hashrate"
        label={<FormattedMessage id="cloudpower.detail.hashrate" />}
        options={options.hashrates}
        value={choice.hashrate}
        onChange={(hashrate) => update({ hashrate })}
        format={(value) => intl.formatMessage({ id: 'cloudpower.unit.th' }, { value })}
      />
      <ChoiceGroup
        id="detail-btc-price"
        label={<FormattedMessage id="cloudpower.detail.btcPrice" />}
        options={BTC_PRICE_OPTIONS}
        value={choice.btcPrice}
        onChange={(btcPrice) => update({ btcPrice })}
        format={(value) =>
          intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
        }
        columns={3}
        dense
      />
      <ChoiceGroup
        id="detail-duration"
        label={<FormattedMessage id="cloudpower.detail.duration" />}
        options={options.durations}
        value={choice.duration}
        onChange={(duration) => update({ duration })}
        format={days}
        columns={3}
      />
      <ProfitSummary quote={quote} duration={choice.duration} />
      <PowerDaysField
        options={options}
        text={choice.powerDaysText}
        onChange={(powerDaysText) => update({ powerDaysText })}
      />
      <FeeSummary quote={quote} powerDays={powerDays.ok ? powerDays.value : null} />

      <div className="cp-actions">
        <Button onClick={() => setSettingsOpen(true)} aria-haspopup="dialog">
          <FormattedMessage id="cloudpower.settings.open" />
        </Button>
        {info.soldOut ? (
          <Button color="primary" disabled>
            <FormattedMessage id="cloudpower.list.soldOut" />
          </Button>
        ) : productId ? (
          <>
            <AddToCartButton
              line={
                powerDays.ok
                  ? {
                      kind: 'hashpower',
                      productId,
                      hashrateTh: choice.hashrate,
                      durationDays: choice.duration,
                      powerDays: powerDays.value,
                      quantity: 1,
                    }
                  : null
              }
              name={info.names ?? { zh: title, en: title, es: title, ru: title }}
              // The service prices at the package's own settings: a price the visitor changed
              // in the settings is no price to compare with.
              seen={
                settings === baseline && powerDays.ok
                  ? { currency: 'USD', amount: quote.firstPayment }
                  : null
              }
            />
            <Button color="primary" disabled={!powerDays.ok} onClick={buy}>
              <FormattedMessage id="cloudpower.detail.buy" />
            </Button>
          </>
        ) : (
          // Opened without a catalog package (the spec's default terms): nothing to buy here.
          <Button color="primary" onClick={() => void navigate('/mining-power')}>
            <FormattedMessage id="cloudpower.detail.choosePackage" />
          </Button>
        )}
      </div>
      {productId && (
        <ProductNotesLink productId={productId} messageId="cloudpower.detail.myNotes" />
      )}

      <PackageDetails
        hashrate={choice.hashrate}
        duration={choice.duration}
        powerDays={powerDays.ok ? powerDays.value : null}
        settings={settings}
      />
      <ProductInfoAccordion />
      <PackageFaq />
      <PackageDisclaimer />
      <PurchaseProcess />

      <SettingsPopup
        visible={settingsOpen}
        applied={settings}
        baseline={baseline}
        onSave={(next) => {
          setSettings(next);
          saveSettings(packageKey, next);
        }}
        onClose={() => setSettingsOpen(false)}
      />
    </>
  );
}
