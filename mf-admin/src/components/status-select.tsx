import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './status-select.css';

/** A lead's status filter: all, new or processed (a native dropdown: the phone's own picker). */
export function StatusSelect<S extends string>({
  value,
  statuses,
  messageIds,
  onChange,
}: {
  value: S | 'all';
  statuses: readonly S[];
  messageIds: Record<S | 'all', string>;
  onChange: (value: S | 'all') => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <span className="admin-status-filter">
      <label htmlFor={id} className="admin-sr-only">
        <FormattedMessage id="admin.leads.status.label" />
      </label>
      <select
        id={id}
        className="admin-status-select"
        value={value}
        onChange={(event) => onChange(event.target.value as S | 'all')}
      >
        {(['all', ...statuses] as const).map((status) => (
          <option key={status} value={status}>
            {intl.formatMessage({ id: messageIds[status as S | 'all'] })}
          </option>
        ))}
      </select>
    </span>
  );
}
