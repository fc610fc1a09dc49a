import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FIELD_INPUT_CLASS, Input, Field, FieldLabel, FieldTip } from '@minesite/shared/ui';

/**
 * A labelled one-line field of the buyer's forms, with a tip under it when given (the input is
 * described by it, as `<id>-tip`). The rest of the props go to the input.
 */
export function TextField({
  id,
  labelId,
  placeholderId,
  tip,
  ...input
}: {
  id: string;
  labelId: string;
  placeholderId?: string;
  tip?: ReactNode;
} & Omit<ComponentProps<typeof Input>, 'id' | 'className' | 'placeholder' | 'aria-describedby'>) {
  const intl = useIntl();
  const tipId = `${id}-tip`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>
        <FormattedMessage id={labelId} />
      </FieldLabel>
      <Input
        id={id}
        className={FIELD_INPUT_CLASS}
        placeholder={placeholderId && intl.formatMessage({ id: placeholderId })}
        aria-describedby={tip ? tipId : undefined}
        {...input}
      />
      {tip && <FieldTip id={tipId}>{tip}</FieldTip>}
    </Field>
  );
}
