import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './filter-select.css';
import '@minesite/shared/sr-only.css';

/**
 * A list's filter by one field: all, or one of `statuses` (a lead's status, a lead's topic, a
 * mail's state). A native dropdown: the phone's own picker.
 */
export function FilterSelect<S extends string>({
  value,
  statuses,
  messageIds,
  labelId = 'admin.leads.status.label',
  onChange,
}: {
  value: S | 'all';
  statuses: readonly S[];
  messageIds: Record<S | 'all', string>;
  /** Its name for a screen reader (hidden on screen: the options say what they filter). */
  labelId?: string;
  onChange: (value: S | 'all') => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <span className="admin-status-filter">
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id={labelId} />
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
