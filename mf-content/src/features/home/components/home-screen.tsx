import { FormattedMessage } from 'react-intl';
import { CardTitle } from '@minesite/shared/ui';
import { ContentPage } from '../../../components/content-page';
import { LinkList } from '../../../components/link-list';
import { useSiteContent } from '../../site-content/content-api';
import { ContentError, ContentSkeleton } from '../../site-content/content-states';
import { operationsStats } from '../data-centres';
import { OFFERINGS, QUICK_ACCESS } from '../offerings';
import { DataCentreList } from './data-centre-list';
import { OperationsStatsGrid } from './operations-stats-grid';
import '../../../components/text-section.css';
import '../../../components/link-list.css';

/** The home view (`/`, `/mining`): stats, data centres, the draw and auction, the offerings. */
export function HomeScreen() {
  const { data, error, isFetching, refetch } = useSiteContent('data-centres');
  const centres = data?.items;
  return (
    <ContentPage titleId="content.home.title" introId="content.home.intro">
      <div className="content-quick">
        <LinkList entries={QUICK_ACCESS} labelId="content.home.quick.title" />
      </div>
      <section className="content-section" aria-labelledby="content-home-stats">
        <CardTitle id="content-home-stats" as="h2" variant="headline">
          <FormattedMessage id="content.home.stats.title" />
        </CardTitle>
        <OperationsStatsGrid stats={centres && operationsStats(centres)} />
      </section>
      <DataCentreList centres={centres}>
        {!centres &&
          (error && !isFetching ? (
            <ContentError retrying={isFetching} onRetry={() => void refetch()} />
          ) : (
            <ContentSkeleton count={3} height={226} />
          ))}
      </DataCentreList>
      <LinkList entries={OFFERINGS} labelId="content.home.offer.title" />
    </ContentPage>
  );
}
