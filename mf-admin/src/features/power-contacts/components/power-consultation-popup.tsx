import { FormattedDate, FormattedMessage } from 'react-intl';
import type { PowerConsultation } from '@minesite/shared/domain';
import { Rows, Row, FieldLabel } from '@minesite/shared/ui';
import { AdminSheet } from '../../../components/admin-sheet';
import { POWER_STATUS_MESSAGE_IDS } from './power-status';
import './power-consultation-popup.css';

const ROWS = [
  ['admin.power.field.name', 'name'],
  ['admin.power.field.email', 'email'],
  ['admin.power.field.phone', 'phone'],
] as const;

/** The whole enquiry, as the visitor sent it. */
export function PowerConsultationPopup({
  consultation,
  onClose,
}: {
  consultation: PowerConsultation | null;
  onClose: () => void;
}) {
  return (
    <AdminSheet open={consultation !== null} titleId="admin.power.detailTitle" onClose={onClose}>
      {consultation && (
        <>
          <Rows variant="details">
            {ROWS.map(([labelId, field]) => (
              <Row key={field}>
                <dt>
                  <FormattedMessage id={labelId} />
                </dt>
                <dd>{consultation[field] || '–'}</dd>
              </Row>
            ))}
            <Row>
              <dt>
                <FormattedMessage id="admin.power.field.status" />
              </dt>
              <dd>
                <FormattedMessage id={POWER_STATUS_MESSAGE_IDS[consultation.status]} />
              </dd>
            </Row>
            <Row>
              <dt>
                <FormattedMessage id="admin.power.field.createdAt" />
              </dt>
              <dd>
                <FormattedDate
                  value={consultation.createdAt}
                  dateStyle="medium"
                  timeStyle="short"
                />
              </dd>
            </Row>
          </Rows>
          <FieldLabel as="h3" variant="heading">
            <FormattedMessage id="admin.power.field.message" />
          </FieldLabel>
          <p className="admin-message">{consultation.message}</p>
        </>
      )}
    </AdminSheet>
  );
}
