import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardTitle } from '@minesite/shared/ui';
import { ContentPage } from '../../../components/content-page';
import { SPEED_UP_SERVICES, type SpeedUpService } from '../speed-up-services';
import '../../../components/text-section.css';
import '../../../components/listing.css';

// The popup's code loads when a visitor first opens one.
const ServicePopup = lazy(() => import('./service-popup'));

/** `/speed-up`: contracted mine operation, four services each with its popup. */
export function SpeedUpScreen() {
  const intl = useIntl();
  const [chosen, setChosen] = useState<SpeedUpService | null>(null);
  const [visible, setVisible] = useState(false);

  return (
    <ContentPage titleId="route.speedUp" introId="content.speedUp.intro">
      <ul className="content-cards">
        {SPEED_UP_SERVICES.map((service) => (
          <Card key={service.id} as="li" aria-label={intl.formatMessage({ id: service.titleId })}>
            <CardTitle as="h2" variant="article">
              <FormattedMessage id={service.titleId} />
            </CardTitle>
            <p className="content-text">
              <FormattedMessage id={service.summaryId} />
            </p>
            <Button
              size="small"
              color="primary"
              fill="outline"
              aria-haspopup="dialog"
              onClick={() => {
                setChosen(service);
                setVisible(true);
              }}
            >
              <FormattedMessage id="content.speedUp.details" />
            </Button>
          </Card>
        ))}
      </ul>
      <p className="content-text">
        <FormattedMessage id="content.speedUp.cta" />{' '}
        <Link to="/contact">
          <FormattedMessage id="content.common.contactUs" />
        </Link>
      </p>
      {chosen && (
        <Suspense fallback={null}>
          <ServicePopup
            service={chosen}
            visible={visible}
            onClose={() => setVisible(false)}
            afterClose={() => setChosen(null)}
          />
        </Suspense>
      )}
    </ContentPage>
  );
}
