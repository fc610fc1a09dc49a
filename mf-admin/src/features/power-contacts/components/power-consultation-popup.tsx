import { FormattedDate, FormattedMessage } from 'react-intl';
import type { PowerConsultation } from '@minesite/shared/domain';
import { AdminSheet } from '../../../components/admin-sheet';
import { POWER_STATUS_MESSAGE_IDS } from './power-status';
import '../../../components/rows.css';
import '../../../components/form-fields.css';
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
          <dl className="admin-rows">
            {ROWS.map(([labelId, field]) => (
              <div className="admin-row" key={field}>
                <dt>
                  <FormattedMessage id={labelId} />
                </dt>
                <dd>{consultation[field] || '–'}</dd>
              </div>
            ))}
            <div className="admin-row">
              <dt>
                <FormattedMessage id="admin.power.field.status" />
              </dt>
              <dd>
                <FormattedMessage id={POWER_STATUS_MESSAGE_IDS[consultation.status]} />
              </dd>
            </div>
            <div className="admin-row">
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
            </div>
          </dl>
          <h3 className="admin-form-label">
            <FormattedMessage id="admin.power.field.message" />
          </h3>
          <p className="admin-message">{consultation.message}</p>
        </>
      )}
    </AdminSheet>
  );
}
