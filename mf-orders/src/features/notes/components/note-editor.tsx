import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@minesite/shared/ui';

/** A note's text box with save (and cancel when editing). */
export function NoteEditor({
  initial = '',
  labelId,
  onSave,
  onCancel,
}: {
  initial?: string;
  labelId: string;
  onSave: (text: string) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <form
      className="buyer-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        onSave(text.trim());
        setText('');
      }}
    >
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={2000}
        placeholder={intl.formatMessage({ id: 'orders.notes.placeholder' })}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="buyer-actions">
        <Button type="submit" color="primary" size="small" disabled={!text.trim()}>
          <FormattedMessage id="orders.notes.save" />
        </Button>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
        )}
      </div>
    </form>
  );
}
