import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Contact } from '@minesite/shared/domain';
import { Card, CardHead, CardTitle } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { ContactStatusTag } from './contact-status-tag';
import { CONTACT_TOPIC_MESSAGE_IDS } from './contact-topics';
import './contact-card.css';

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
  const name = contact.title;
  return (
    <Card as="li" compact aria-label={name}>
      <CardHead>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
          <CardTitle as="span" variant="compact">
            {name}
          </CardTitle>
        </label>
        <ContactStatusTag status={contact.status} />
      </CardHead>
      <dl className="admin-card-rows">
        <div>
          <dt>
            <FormattedMessage id="admin.contacts.field.topic" />
          </dt>
          <dd>
            <FormattedMessage id={CONTACT_TOPIC_MESSAGE_IDS[contact.topic]} />
          </dd>
        </div>
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
        {contact.message && (
          <div>
            <dt>
              <FormattedMessage id="admin.contacts.field.message" />
            </dt>
            <dd className="admin-contact-message">{contact.message}</dd>
          </div>
        )}
      </dl>
      <CardActions
        name={name}
        actions={[
          {
            messageId: 'admin.contacts.edit',
            labelId: 'admin.contacts.editLabel',
            onClick: onEdit,
          },
          contact.status === 'new' && {
            messageId: 'admin.leads.markProcessed',
            labelId: 'admin.contacts.markProcessedLabel',
            color: 'success',
            onClick: onMarkProcessed,
          },
          {
            messageId: 'admin.contacts.delete',
            labelId: 'admin.contacts.deleteLabel',
            color: 'danger',
            onClick: onDelete,
          },
        ]}
      />
    </Card>
  );
}
