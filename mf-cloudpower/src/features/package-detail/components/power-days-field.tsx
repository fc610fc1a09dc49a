import { FormattedMessage, useIntl } from 'react-intl';
import { Input } from '@minesite/shared/ui';
import {
  MIN_POWER_DAYS,
  readPowerDays,
  sanitizePowerDays,
  type DetailOptions,
} from '@minesite/shared/mining';
import { ChoiceGroup } from './choice-group';
import '../../../components/cards.css';
import '../../../components/fields.css';

interface Props {
  options: DetailOptions;
  text: string;
  onChange: (text: string) => void;
}

/** First-payment (electricity) days: an option, or any whole number from 3 typed in. */
export function PowerDaysField({ options, text, onChange }: Props) {
  const intl = useIntl();
  const reading = readPowerDays(text, options);
  const custom = options.customPowerDays;
  return (
    <ChoiceGroup
      id="detail-power-days"
      label={<FormattedMessage id="cloudpower.detail.powerDays" />}
      options={options.powerDays}
      value={reading.ok ? reading.value : -1}
      onChange={(days) => onChange(String(days))}
      format={(days) => intl.formatMessage({ id: 'cloudpower.unit.days' }, { days })}
      columns={3}
    >
      {custom && (
        <div className="cp-field">
          <label htmlFor="detail-power-days-input" className="cp-field-label">
            <FormattedMessage
              id="cloudpower.detail.powerDays.custom"
              values={{ min: MIN_POWER_DAYS }}
            />
          </label>
          <Input
            id="detail-power-days-input"
            inputMode="numeric"
            value={text}
            onChange={(value) => onChange(sanitizePowerDays(value))}
            aria-invalid={!reading.ok}
            aria-describedby="detail-power-days-error"
          />
          {!reading.ok && (
            <p id="detail-power-days-error" className="cp-field-error" role="alert">
              <FormattedMessage
                id={`cloudpower.detail.powerDays.${reading.error}`}
                values={{ min: custom.min, max: custom.max }}
              />
            </p>
          )}
        </div>
      )}
      <p className="cp-note">
        <FormattedMessage id="cloudpower.detail.powerDays.note" values={{ min: MIN_POWER_DAYS }} />
      </p>
    </ChoiceGroup>
  );
}
