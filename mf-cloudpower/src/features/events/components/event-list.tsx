import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { FetchStates } from '@minesite/shared/fetch-states';
import { CardList, CardNote } from '@minesite/shared/ui';
import { useCloudpowerProductsQuery } from '../../../lib/catalog-api';
import { eventList } from '../../../lib/category-lists';
import { EventItemCard, type EventItem } from './event-item-card';

/** The draws or the auctions of the catalog, then where to go when every item has closed. */
export function EventList({ category }: { category: 'draw' | 'auction' }) {
  const query = useCloudpowerProductsQuery(eventList(category));
  const items = (query.data?.items ?? []) as EventItem[];
  return (
    <>
      <FetchStates
        isLoading={query.isLoading}
        isError={query.isError}
        isEmpty={items.length === 0}
        onRetry={() => void query.refetch()}
        errorId="cloudpower.state.error"
        emptyId={`cloudpower.event.empty.${category}`}
      >
        <CardList>
          {items.map((item) => (
            <EventItemCard key={item.id} item={item} />
          ))}
        </CardList>
      </FetchStates>
      <CardNote>
        <FormattedMessage
          id="cloudpower.event.meanwhile"
          values={{ link: (chunks) => <Link to="/mining-power">{chunks}</Link> }}
        />
      </CardNote>
    </>
  );
}
