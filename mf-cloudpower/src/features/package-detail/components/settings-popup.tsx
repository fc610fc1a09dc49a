import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRICING_STEPS, type PricingSettings } from '@minesite/shared/mining';
import {
  Button,
  Popup,
  Stepper,
  CardTitle,
  Field,
  FieldLabel,
  FieldError,
} from '@minesite/shared/ui';
import { validSettings } from '../pricing-settings';
import './settings-popup.css';
import './package-detail.css';

interface Props {
  visible: boolean;
  applied: PricingSettings;
  /** What reset returns to. */
  baseline: PricingSettings;
  onSave: (settings: PricingSettings) => void;
  onClose: () => void;
}

const FIELDS: { key: keyof PricingSettings; labelId: string; digits: number }[] = [
  { key: 'powerFeePerTPerDay', labelId: 'cloudpower.settings.powerFee', digits: 4 },
  { key: 'btcOutputPerTPerDay', labelId: 'cloudpower.settings.btcOutput', digits: 8 },
  { key: 'exchangeRate', labelId: 'cloudpower.settings.exchangeRate', digits: 1 },
  { key: 'pricePerT', labelId: 'cloudpower.settings.pricePerT', digits: 1 },
];

/** `value` with at most `digits` places and no exponent: 5.2e-7 → `0.00000052`, 88 → `88`. */
const plain = (value: number, digits: number) => value.toFixed(digits).replace(/\.?0+$/, '');

/** The basic parameters the page prices with: edited as a draft, saved or reset. */
export default function SettingsPopup({ visible, applied, baseline, onSave, onClose }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Partial<PricingSettings>>(applied);
  const valid = validSettings(draft);

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      afterShow={() => setDraft(applied)}
      bodyClassName="cp-sheet"
    >
      <div role="dialog" aria-labelledby="settings-title">
        <CardTitle id="settings-title" as="h2">
          <FormattedMessage id="cloudpower.settings.title" />
        </CardTitle>
        {FIELDS.map(({ key, labelId, digits }) => (
          <Field
            variant="number"
            className="cp-field-row"
            key={key}
            role="group"
            aria-labelledby={`settings-${key}`}
          >
            <FieldLabel
              id={`settings-${key}`}
              as="span"
              variant="muted"
              className="cp-field-row-label"
            >
              <FormattedMessage id={labelId} />
              <span className="cp-field-hint">
                <FormattedMessage
                  id="cloudpower.settings.step"
                  values={{
                    step: intl.formatNumber(PRICING_STEPS[key], { maximumFractionDigits: 8 }),
                  }}
                />
              </span>
            </FieldLabel>
            <Stepper
              allowEmpty
              min={0}
              step={PRICING_STEPS[key]}
              // antd-mobile's own `digits` mangles 5.2e-7; format with toFixed instead
              formatter={(value) => (value === undefined ? '' : plain(value, digits))}
              value={draft[key] ?? null}
              onChange={(value) => setDraft((d) => ({ ...d, [key]: value ?? undefined }))}
            />
          </Field>
        ))}
        {!valid && (
          <FieldError variant="small" role="alert">
            <FormattedMessage id="cloudpower.settings.invalid" />
          </FieldError>
        )}
        <div className="cp-actions">
          <Button onClick={() => setDraft(baseline)}>
            <FormattedMessage id="cloudpower.settings.reset" />
          </Button>
          <Button
            color="primary"
            disabled={!valid}
            onClick={() => {
              if (!validSettings(draft)) return;
              onSave(draft);
              onClose();
            }}
          >
            <FormattedMessage id="cloudpower.settings.save" />
          </Button>
        </div>
      </div>
    </Popup>
  );
}
