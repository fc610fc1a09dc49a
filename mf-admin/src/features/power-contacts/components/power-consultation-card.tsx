import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { PowerConsultation } from '@minesite/shared/domain';
import { Button, Tag } from '@minesite/shared/ui';
import { POWER_STATUS_MESSAGE_IDS } from './power-status';

/** One enquiry: who sent it and when, the start of the message, and its actions. */
export function PowerConsultationCard({
  consultation,
  onView,
  onMarkProcessed,
  onDelete,
}: {
  consultation: PowerConsultation;
  onView: () => void;
  onMarkProcessed: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const name = consultation.name;
  const label = (id: string) => intl.formatMessage({ id }, { name });
  return (
    <li className="admin-card" aria-label={name}>
      <div className="admin-card-head">
        <span className="admin-card-title">{name}</span>
        <Tag
          color={consultation.status === 'new' ? 'warning' : 'success'}
          fill="outline"
          data-status={consultation.status}
        >
          <FormattedMessage id={POWER_STATUS_MESSAGE_IDS[consultation.status]} />
        </Tag>
      </div>
      <p className="admin-card-meta">
        <span>{consultation.email}</span>
        <FormattedDate value={consultation.createdAt} dateStyle="medium" timeStyle="short" />
      </p>
      <p className="admin-card-excerpt">{consultation.message}</p>
      <div className="admin-card-actions">
        <Button size="mini" onClick={onView} aria-label={label('admin.power.viewLabel')}>
          <FormattedMessage id="admin.power.view" />
        </Button>
        {consultation.status === 'new' && (
          <Button
            size="mini"
            color="success"
            fill="outline"
            onClick={onMarkProcessed}
            aria-label={label('admin.power.markProcessedLabel')}
          >
            <FormattedMessage id="admin.leads.markProcessed" />
          </Button>
        )}
        <Button
          size="mini"
          color="danger"
          fill="outline"
          onClick={onDelete}
          aria-label={label('admin.power.deleteLabel')}
        >
          <FormattedMessage id="admin.power.delete" />
        </Button>
      </div>
    </li>
  );
}
