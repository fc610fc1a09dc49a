import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Contact } from '@minesite/shared/domain';
import { Button } from '@minesite/shared/ui';
import { ContactStatusTag } from './contact-status-tag';

/** One lead: a checkbox for bulk delete, its details, and edit, mark processed and delete. */
export function ContactCard({
  contact,
  selected,
  onSelect,
  onEdit,
  onMarkProcessed,
  onDelete,
}: {
  contact: Contact;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onMarkProcessed: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const name = contact.title;
  const label = (id: string) => intl.formatMessage({ id }, { name });
  return (
    <li className="admin-card" aria-label={name}>
      <div className="admin-card-head">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
          <span className="admin-card-title">{name}</span>
        </label>
        <ContactStatusTag status={contact.status} />
      </div>
      <dl className="admin-card-rows">
        <div>
          <dt>
            <FormattedMessage id="admin.contacts.field.email" />
          </dt>
          <dd>{contact.email}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.contacts.field.phone" />
          </dt>
          <dd>{contact.phone || '–'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.contacts.field.machineCount" />
          </dt>
          <dd>{contact.machineCount || '–'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.contacts.field.source" />
          </dt>
          <dd>{contact.source || '–'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.contacts.field.createdAt" />
          </dt>
          <dd>
            <FormattedDate value={contact.createdAt} dateStyle="medium" timeStyle="short" />
          </dd>
        </div>
      </dl>
      <div className="admin-card-actions">
        <Button size="mini" onClick={onEdit} aria-label={label('admin.contacts.editLabel')}>
          <FormattedMessage id="admin.contacts.edit" />
        </Button>
        {contact.status === 'new' && (
          <Button
            size="mini"
            color="success"
            fill="outline"
            onClick={onMarkProcessed}
            aria-label={label('admin.contacts.markProcessedLabel')}
          >
            <FormattedMessage id="admin.leads.markProcessed" />
          </Button>
        )}
        <Button
          size="mini"
          color="danger"
          fill="outline"
          onClick={onDelete}
          aria-label={label('admin.contacts.deleteLabel')}
        >
          <FormattedMessage id="admin.contacts.delete" />
        </Button>
      </div>
    </li>
  );
}
