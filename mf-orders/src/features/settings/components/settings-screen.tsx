import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { LOCALES, LOCALE_LABELS, changeLocale, selectLocale } from '@minesite/shared/locale';
import { STORAGE_KEYS } from '@minesite/shared/storage';
import type { DisplayRates } from '@minesite/shared/contract';
import { useDisplayRatesQuery } from '@minesite/shared/display-price';
import { useAppDispatch, useAppSelector } from '@minesite/shared/store';
import { Button, Dialog, PageLayout, Toast } from '@minesite/shared/ui';
import { useStored } from '../../../lib/use-stored';
import {
  DISPLAY_CURRENCIES,
  clearDeviceData,
  readSettings,
  writeSettings,
} from '../buyer-settings';
import '../../../components/buyer-page.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The buyer's settings on this device: the language, the currency prices are shown in (with
 * the market rate and its time), the e-mail for order updates, and clearing this device's data.
 */
export function SettingsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const settings = useStored(STORAGE_KEYS.settings, readSettings);
  // The rates prices are converted at across the site.
  const { data: rates } = useDisplayRatesQuery();
  const [email, setEmail] = useState(settings.email ?? '');
  const text = (id: string) => intl.formatMessage({ id });

  const saveEmail = () => {
    const trimmed = email.trim();
    if (trimmed && !EMAIL.test(trimmed)) {
      Toast.show({ content: text('orders.settings.email.invalid') });
      return;
    }
    const { email: _old, ...rest } = readSettings();
    writeSettings(trimmed ? { ...rest, email: trimmed } : rest);
    Toast.show({ content: text('orders.settings.saved') });
  };

  const clear = async () => {
    const confirmed = await Dialog.confirm({
      title: text('orders.settings.clear.confirmTitle'),
      content: text('orders.settings.clear.confirmText'),
      confirmText: text('orders.settings.clear.confirm'),
      cancelText: text('common.cancel'),
    });
    if (!confirmed) return;
    clearDeviceData();
    Toast.show({ content: text('orders.settings.clear.done') });
  };

  return (
    <PageLayout titleId="route.settings">
      <section className="buyer-section">
        <fieldset className="buyer-choices">
          <legend>
            <h2>
              <FormattedMessage id="orders.settings.language" />
            </h2>
          </legend>
          {LOCALES.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="language"
                checked={locale === option}
                onChange={() => dispatch(changeLocale(option))}
              />
              {LOCALE_LABELS[option]}
            </label>
          ))}
        </fieldset>
      </section>
      <section className="buyer-section">
        <fieldset className="buyer-choices">
          <legend>
            <h2>
              <FormattedMessage id="orders.settings.currency" />
            </h2>
          </legend>
          {DISPLAY_CURRENCIES.map((currency) => (
            <label key={currency}>
              <input
                type="radio"
                name="currency"
                checked={settings.currency === currency}
                onChange={() => writeSettings({ ...readSettings(), currency })}
              />
              {currency}
            </label>
          ))}
        </fieldset>
        {/* Its two lines are kept from the first render: the rate comes with the market's
            answer, and the sections below stay where they are when it does. */}
        <p className="buyer-muted settings-rate" data-testid="settings-rate">
          {rates && <MarketRate rates={rates} />}
        </p>
      </section>
      <section className="buyer-section">
        <form
          className="buyer-form"
          onSubmit={(event) => {
            event.preventDefault();
            saveEmail();
          }}
        >
          <label htmlFor="settings-email">
            <h2>
              <FormattedMessage id="orders.settings.email.label" />
            </h2>
          </label>
          <input
            id="settings-email"
            type="email"
            autoComplete="email"
            value={email}
            aria-describedby="settings-email-tip"
            onChange={(event) => setEmail(event.target.value)}
          />
          <span id="settings-email-tip" className="buyer-muted">
            <FormattedMessage id="orders.settings.email.tip" />
          </span>
          <div className="buyer-actions">
            <Button type="submit" size="small" color="primary">
              <FormattedMessage id="orders.settings.email.save" />
            </Button>
          </div>
        </form>
      </section>
      <section className="buyer-section">
        <h2>
          <FormattedMessage id="orders.settings.clear.title" />
        </h2>
        <p className="buyer-muted">
          <FormattedMessage id="orders.settings.clear.what" />
        </p>
        <Button color="danger" onClick={() => void clear()}>
          <FormattedMessage id="orders.settings.clear.button" />
        </Button>
      </section>
    </PageLayout>
  );
}

/** The rate prices are shown at, and its time. */
function MarketRate({ rates }: { rates: DisplayRates }) {
  return (
    <>
      <FormattedMessage
        id="orders.settings.rate"
        values={{
          price: (
            <FormattedNumber key="price" value={rates.usdPerBtc} style="currency" currency="USD" />
          ),
          time: <FormattedDate key="time" value={rates.at} dateStyle="medium" timeStyle="short" />,
        }}
      />
      {rates.cnyPerUsd !== null && (
        <>
          {' '}
          <FormattedMessage
            id="orders.settings.cnyRate"
            values={{
              price: (
                <FormattedNumber
                  key="price"
                  value={rates.cnyPerUsd}
                  style="currency"
                  currency="CNY"
                  maximumFractionDigits={4}
                />
              ),
            }}
          />
        </>
      )}
    </>
  );
}
