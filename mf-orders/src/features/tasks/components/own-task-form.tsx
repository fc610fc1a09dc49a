import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@minesite/shared/ui';
import { localId } from '../../../lib/local-id';
import { addOwnTask } from '../own-tasks-store';

/** Adds a task of the buyer's own, with its due day. */
export function OwnTaskForm() {
  const id = useId();
  const [text, setText] = useState('');
  const [due, setDue] = useState('');
  const ready = Boolean(text.trim() && due);
  return (
    <form
      className="buyer-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        addOwnTask({ id: localId(), text: text.trim(), due });
        setText('');
        setDue('');
      }}
    >
      <label htmlFor={`${id}-text`}>
        <FormattedMessage id="orders.tasks.new" />
      </label>
      <input
        id={`${id}-text`}
        type="text"
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor={`${id}-due`}>
        <FormattedMessage id="orders.tasks.due" />
      </label>
      <input
        id={`${id}-due`}
        type="date"
        value={due}
        onChange={(event) => setDue(event.target.value)}
      />
      <div className="buyer-actions">
        <Button type="submit" color="primary" size="small" disabled={!ready}>
          <FormattedMessage id="orders.tasks.add" />
        </Button>
      </div>
    </form>
  );
}
