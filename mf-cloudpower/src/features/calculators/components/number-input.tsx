import { FormattedMessage } from 'react-intl';
import { Input } from '@minesite/shared/ui';
import { fieldErrorId, type FieldReading } from '../../../lib/number-field';
import '../../../components/fields.css';

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
    <div className="cp-field">
      <label htmlFor={id} className="cp-field-label">
        <FormattedMessage id={labelId} />
      </label>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={onChange}
        aria-invalid={!reading.ok}
        aria-describedby={reading.ok ? undefined : `${id}-error`}
      />
      {!reading.ok && (
        <p id={`${id}-error`} className="cp-field-error">
          <FormattedMessage id={fieldErrorId(reading.error)} />
        </p>
      )}
    </div>
  );
}
