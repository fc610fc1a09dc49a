import { FormattedMessage } from 'react-intl';
import { Stepper, Field, FieldLabel } from '@minesite/shared/ui';
import { wholeWithin } from '../checkout-choice';

/**
 * A whole number within limits (machines, hours, months). A cleared field says what it takes;
 * nothing is quoted until it is fixed.
 */
export function NumberStepper({
  id,
  labelId,
  rangeMessageId,
  bounds,
  value,
  onChange,
}: {
  id: string;
  labelId: string;
  /** A message with {min} and {max}. */
  rangeMessageId: string;
  bounds: { min: number; max: number };
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const labelElementId = `${id}-label`;
  return (
    <Field role="group" aria-labelledby={labelElementId}>
      <FieldLabel id={labelElementId} as="span">
        <FormattedMessage id={labelId} />
      </FieldLabel>
      <Stepper
        allowEmpty
        min={bounds.min}
        max={bounds.max}
        digits={0}
        value={value}
        onChange={onChange}
      />
      {wholeWithin(value, bounds) === null && (
        <p className="checkout-field-error" role="alert">
          <FormattedMessage id={rangeMessageId} values={bounds} />
        </p>
      )}
    </Field>
  );
}
