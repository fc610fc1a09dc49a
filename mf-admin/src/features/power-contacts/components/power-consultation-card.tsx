import { FormattedDate, FormattedMessage } from 'react-intl';
import type { PowerConsultation } from '@minesite/shared/domain';
import { Tag, Card, CardHead, CardTitle, CardMeta } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { POWER_STATUS_MESSAGE_IDS } from './power-status';
import './power-consultation-card.css';

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
  const name = consultation.name;
  return (
    <Card as="li" compact aria-label={name}>
      <CardHead>
        <CardTitle as="span" variant="compact">
          {name}
        </CardTitle>
        <Tag
          color={consultation.status === 'new' ? 'warning' : 'success'}
          fill="outline"
          data-status={consultation.status}
        >
          <FormattedMessage id={POWER_STATUS_MESSAGE_IDS[consultation.status]} />
        </Tag>
      </CardHead>
      <CardMeta>
        <span>{consultation.email}</span>
        <FormattedDate value={consultation.createdAt} dateStyle="medium" timeStyle="short" />
      </CardMeta>
      <p className="admin-card-excerpt">{consultation.message}</p>
      <CardActions
        name={name}
        actions={[
          { messageId: 'admin.power.view', labelId: 'admin.power.viewLabel', onClick: onView },
          consultation.status === 'new' && {
            messageId: 'admin.leads.markProcessed',
            labelId: 'admin.power.markProcessedLabel',
            color: 'success',
            onClick: onMarkProcessed,
          },
          {
            messageId: 'admin.power.delete',
            labelId: 'admin.power.deleteLabel',
            color: 'danger',
            onClick: onDelete,
          },
        ]}
      />
    </Card>
  );
}
