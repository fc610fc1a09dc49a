import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Input } from '@minesite/shared/ui';
import './form-fields.css';

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
    <div className="orders-field">
      <label htmlFor={id} className="orders-field-label">
        <FormattedMessage id={labelId} />
      </label>
      <Input
        id={id}
        className="orders-input"
        placeholder={placeholderId && intl.formatMessage({ id: placeholderId })}
        aria-describedby={tip ? tipId : undefined}
        {...input}
      />
      {tip && (
        <p id={tipId} className="orders-field-tip">
          {tip}
        </p>
      )}
    </div>
  );
}
