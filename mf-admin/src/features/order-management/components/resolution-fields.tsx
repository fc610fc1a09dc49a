import { useId, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Input, TextArea, Field } from '@minesite/shared/ui';
import { problemText, type FieldProblem } from '../../../lib/form-problems';

type Own = 'id' | 'value' | 'onChange';

/** A labelled one-line field of the resolution dialogs; the rest of the props go to the input. */
export function TextField({
  labelId,
  value,
  onChange,
  ...input
}: {
  labelId: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<ComponentProps<typeof Input>, Own>) {
  const id = useId();
  return (
    <Field as="label" variant="sheet" htmlFor={id}>
      <FormattedMessage id={labelId} />
      <Input id={id} value={value} onChange={onChange} {...input} />
    </Field>
  );
}

/** A labelled text area of the resolution dialogs; the rest of the props go to the text area. */
export function TextAreaField({
  labelId,
  value,
  onChange,
  ...textArea
}: {
  labelId: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<ComponentProps<typeof TextArea>, Own>) {
  const id = useId();
  return (
    <Field as="label" variant="sheet" htmlFor={id}>
      <FormattedMessage id={labelId} />
      <TextArea id={id} value={value} onChange={onChange} {...textArea} />
    </Field>
  );
}

/** The operator's note on the call (sent only when not empty). */
export function NoteField({
  value,
  onChange,
}: {
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <TextAreaField
      labelId="admin.orders.confirmPayment.note"
      value={value}
      onChange={onChange}
      autoSize={{ minRows: 2, maxRows: 4 }}
    />
  );
}

/** What is wrong with the values, beside the fields; nothing when `problem` is null. */
export function ProblemAlert({ problem }: { problem: FieldProblem | null }) {
  const intl = useIntl();
  if (!problem) return null;
  return (
    <p role="alert" className="order-error">
      {problemText((id, values) => intl.formatMessage({ id }, values), problem)}
    </p>
  );
}
