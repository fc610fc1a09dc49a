import { FormattedMessage } from 'react-intl';
import { Input, Field, FieldLabel, FieldError } from '@minesite/shared/ui';
import { fieldErrorId, type FieldReading } from '../../../lib/number-field';

interface Props {
  id: string;
  labelId: string;
  text: string;
  reading: FieldReading;
  onChange: (text: string) => void;
}

/** A labelled number field with its message under it when the text is not a valid value. */
export function NumberInput({ id, labelId, text, reading, onChange }: Props) {
  return (
    <Field variant="number">
      <FieldLabel htmlFor={id} variant="muted">
        <FormattedMessage id={labelId} />
      </FieldLabel>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={onChange}
        aria-invalid={!reading.ok}
        aria-describedby={reading.ok ? undefined : `${id}-error`}
      />
      {!reading.ok && (
        <FieldError id={`${id}-error`} variant="small">
          <FormattedMessage id={fieldErrorId(reading.error)} />
        </FieldError>
      )}
    </Field>
  );
}
