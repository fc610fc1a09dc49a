import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button, Popup, CardTitle } from '@minesite/shared/ui';
import type { SpeedUpService } from '../speed-up-services';
import '../../../components/text-section.css';
import './service-popup.css';

/** One speed-up service in a bottom popup: what it covers, and the way to ask for it. */
export default function ServicePopup({
  service,
  visible,
  onClose,
  afterClose,
}: {
  service: SpeedUpService;
  visible: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const navigate = useNavigate();
  const headingId = `speed-up-${service.id}-title`;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={afterClose}
      bodyClassName="content-popup"
    >
      <div role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <CardTitle id={headingId} as="h2" variant="article">
          <FormattedMessage id={service.titleId} />
        </CardTitle>
        <p className="content-text">
          <FormattedMessage id={service.summaryId} />
        </p>
        <ul className="content-bullets">
          {service.pointIds.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
        <div className="content-actions">
          <Button block onClick={onClose}>
            <FormattedMessage id="content.common.close" />
          </Button>
          <Button block color="primary" onClick={() => navigate('/contact')}>
            <FormattedMessage id="content.common.contactUs" />
          </Button>
        </div>
      </div>
    </Popup>
  );
}
