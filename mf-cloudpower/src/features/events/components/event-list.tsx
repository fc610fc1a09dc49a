import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCloudpowerProductsQuery } from '../../../lib/catalog-api';
import { QueryState } from '../../../components/query-state';
import { EventItemCard, type EventItem } from './event-item-card';

/** The draws or the auctions of the catalog, then where to go when every item has closed. */
export function EventList({ category }: { category: 'draw' | 'auction' }) {
  const query = useCloudpowerProductsQuery({ category, pageSize: 50 });
  const items = (query.data?.items ?? []) as EventItem[];
  return (
    <>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        isEmpty={items.length === 0}
        onRetry={() => void query.refetch()}
        emptyId={`cloudpower.event.empty.${category}`}
      >
        <div className="cp-list">
          {items.map((item) => (
            <EventItemCard key={item.id} item={item} />
          ))}
        </div>
      </QueryState>
      <p className="cp-note">
        <FormattedMessage
          id="cloudpower.event.meanwhile"
          values={{ link: (chunks) => <Link to="/mining-power">{chunks}</Link> }}
        />
      </p>
    </>
  );
}
