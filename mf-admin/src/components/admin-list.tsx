import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMalformedReply } from '../lib/page-shape';
import type { Paged } from '../lib/paging';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { PagedList } from './paged-list';

/** What an admin list needs of its RTK Query infinite query. */
export interface PagedQuery<T> {
  data?: { pages: Paged<T>[] };
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => PromiseLike<{ isError: boolean }>;
  refetch: () => PromiseLike<{ isError: boolean }>;
}

/**
 * The body of every admin list screen: loading, a failed first load with a retry, then the
 * paged list (pull to refresh, load more) with its total, its empty state and its rows.
 */
export function AdminList<T>({
  query,
  rows,
  errorId,
  emptyId,
  labelId,
  renderRow,
}: {
  query: PagedQuery<T>;
  /** The loaded rows, each once (`uniqueRows`). */
  rows: readonly T[];
  /** Messages: the list could not load, it is empty, its accessible name. */
  errorId: string;
  emptyId: string;
  labelId: string;
  renderRow: (row: T) => ReactNode;
}) {
  const intl = useIntl();
  if (query.isLoading) return <ListLoading />;
  if (query.isError && !query.data) {
    return (
      <ListError
        messageId={isMalformedReply(query.error) ? 'admin.list.malformed' : errorId}
        onRetry={() => void query.refetch()}
      />
    );
  }
  async function loadMore() {
    if ((await query.fetchNextPage()).isError) throw new Error('next page failed');
  }
  return (
    <PagedList
      hasMore={query.hasNextPage}
      onLoadMore={loadMore}
      onRefresh={async () => !(await query.refetch()).isError}
    >
      <p className="admin-count" role="status">
        <FormattedMessage
          id="admin.list.total"
          values={{ count: query.data?.pages.at(-1)?.total ?? 0 }}
        />
      </p>
      {rows.length === 0 ? (
        <ListEmpty messageId={emptyId} />
      ) : (
        <ul className="admin-list" aria-label={intl.formatMessage({ id: labelId })}>
          {rows.map(renderRow)}
        </ul>
      )}
    </PagedList>
  );
}
