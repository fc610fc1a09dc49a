import { FormattedMessage, useIntl } from 'react-intl';
import { Input, Field, FieldLabel, FieldError, CardNote } from '@minesite/shared/ui';
import {
  MIN_POWER_DAYS,
  readPowerDays,
  sanitizePowerDays,
  type DetailOptions,
} from '@minesite/shared/mining';
import { ChoiceGroup } from './choice-group';

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
        <Field variant="number">
          <FieldLabel htmlFor="detail-power-days-input" variant="muted">
            <FormattedMessage
              id="cloudpower.detail.powerDays.custom"
              values={{ min: MIN_POWER_DAYS }}
            />
          </FieldLabel>
          <Input
            id="detail-power-days-input"
            inputMode="numeric"
            value={text}
            onChange={(value) => onChange(sanitizePowerDays(value))}
            aria-invalid={!reading.ok}
            aria-describedby="detail-power-days-error"
          />
          {!reading.ok && (
            <FieldError id="detail-power-days-error" variant="small" role="alert">
              <FormattedMessage
                id={`cloudpower.detail.powerDays.${reading.error}`}
                values={{ min: custom.min, max: custom.max }}
              />
            </FieldError>
          )}
        </Field>
      )}
      <CardNote>
        <FormattedMessage id="cloudpower.detail.powerDays.note" values={{ min: MIN_POWER_DAYS }} />
      </CardNote>
    </ChoiceGroup>
  );
}
