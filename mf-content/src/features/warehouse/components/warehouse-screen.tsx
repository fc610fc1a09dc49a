import { FormattedMessage, useIntl } from 'react-intl';
import { CardTitle } from '@minesite/shared/ui';
import { ContentPage } from '../../../components/content-page';
import { TextSection } from '../../../components/text-section';
import { DELIVERY_TERMS, DESTINATIONS, DISPATCH_DAYS } from '../destinations';
import '../../../components/text-section.css';
import '../../../components/notices.css';
import './warehouse-screen.css';
import '../../../components/listing.css';

/** `/warehouse`: where we ship, how long it takes, and the delivery terms. */
export function WarehouseScreen() {
  const intl = useIntl();
  return (
    <ContentPage titleId="route.warehouse" introId="content.warehouse.intro">
      <p className="content-notice">
        <FormattedMessage id="content.warehouse.dispatch" values={DISPATCH_DAYS} />
      </p>
      <section className="content-section" aria-labelledby="content-warehouse-destinations">
        <CardTitle id="content-warehouse-destinations" as="h2" variant="headline">
          <FormattedMessage
            id="content.warehouse.destinations.title"
            values={{ count: DESTINATIONS.length }}
          />
        </CardTitle>
        <ul
          className="content-destinations"
          aria-label={intl.formatMessage(
            { id: 'content.warehouse.destinations.title' },
            { count: DESTINATIONS.length },
          )}
        >
          {DESTINATIONS.map((destination) => (
            <li key={destination.id}>
              <span className="content-destination-name">
                <FormattedMessage id={destination.nameId} />
              </span>
              <span className="content-meta">
                <FormattedMessage id="content.warehouse.transit" values={destination.transitDays} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <TextSection titleId="content.warehouse.terms.title" itemIds={DELIVERY_TERMS} />
    </ContentPage>
  );
}
