import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTACT_TOPICS, type ContactTopic } from '@minesite/shared/domain';
import { CONTACT_TOPIC_MESSAGE_IDS } from './contact-topics';
import '../../../components/status-select.css';

/** The lead list's topic filter (a native dropdown, like the status filter beside it). */
export function ContactTopicSelect({
  value,
  onChange,
}: {
  value: ContactTopic | 'all';
  onChange: (value: ContactTopic | 'all') => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <span className="admin-status-filter">
      <label htmlFor={id} className="admin-sr-only">
        <FormattedMessage id="admin.contacts.topic.label" />
      </label>
      <select
        id={id}
        className="admin-status-select"
        value={value}
        onChange={(event) => onChange(event.target.value as ContactTopic | 'all')}
      >
        {(['all', ...CONTACT_TOPICS] as const).map((topic) => (
          <option key={topic} value={topic}>
            {intl.formatMessage({ id: CONTACT_TOPIC_MESSAGE_IDS[topic] })}
          </option>
        ))}
      </select>
    </span>
  );
}
