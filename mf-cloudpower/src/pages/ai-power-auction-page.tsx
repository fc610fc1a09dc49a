import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { EventList } from '../features/events/components/event-list';
import { eventsCatalogs } from '../i18n/events-catalogs';

function AiPowerAuctionPage() {
  return (
    <PageLayout titleId="route.aiPowerAuction">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.aiPowerAuction.intro" />
      </p>
      <EventList category="auction" />
    </PageLayout>
  );
}

export default withCatalogs(AiPowerAuctionPage, eventsCatalogs);
