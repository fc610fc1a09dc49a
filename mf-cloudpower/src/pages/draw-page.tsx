import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { DrawRules } from '../features/events/components/draw-rules';
import { EventList } from '../features/events/components/event-list';
import { eventsCatalogs } from '../i18n/events-catalogs';

function DrawPage() {
  return (
    <PageLayout titleId="route.draw">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.draw.intro" />
      </p>
      <EventList category="draw" />
      <DrawRules />
    </PageLayout>
  );
}

export default withCatalogs(DrawPage, eventsCatalogs);
