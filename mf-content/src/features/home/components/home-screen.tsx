import { FormattedMessage } from 'react-intl';
import { ContentPage } from '../../../components/content-page';
import { LinkList } from '../../../components/link-list';
import { DATA_CENTRES, operationsStats } from '../data-centres';
import { OFFERINGS, QUICK_ACCESS } from '../offerings';
import { DataCentreList } from './data-centre-list';
import { OperationsStatsGrid } from './operations-stats-grid';
import '../../../components/text-section.css';
import '../../../components/cards.css';
import '../../../components/link-list.css';

/** The home view (`/`, `/mining`): stats, data centres, the draw and auction, the offerings. */
export function HomeScreen() {
  return (
    <ContentPage titleId="route.home" introId="content.home.intro">
      <div className="content-quick">
        <LinkList entries={QUICK_ACCESS} labelId="content.home.quick.title" />
      </div>
      <section className="content-section" aria-labelledby="content-home-stats">
        <h2 id="content-home-stats" className="content-section-title">
          <FormattedMessage id="content.home.stats.title" />
        </h2>
        <OperationsStatsGrid stats={operationsStats(DATA_CENTRES)} />
      </section>
      <DataCentreList centres={DATA_CENTRES} />
      <LinkList entries={OFFERINGS} labelId="content.home.offer.title" />
    </ContentPage>
  );
}
