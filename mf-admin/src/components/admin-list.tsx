import type { ReactNode } from 'react';
import type { TypedUseInfiniteQueryHookResult } from '@reduxjs/toolkit/query/react';
import type { SiteBaseQuery } from '@minesite/shared/api';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Page } from '@minesite/shared/contract';
import { EmptyState, ErrorState, LoadingState } from '@minesite/shared/fetch-states';
import { isMalformedReply } from '../lib/paged-list-query';
import { PagedList } from './paged-list';
import './admin-list.css';

/** What an admin list takes of its RTK Query infinite query (`pagedListQuery`): the hook's own result. */
export type AdminListQuery<T> = Pick<
  TypedUseInfiniteQueryHookResult<Page<T>, unknown, number, SiteBaseQuery>,
  'data' | 'error' | 'isLoading' | 'isError' | 'hasNextPage' | 'fetchNextPage' | 'refetch'
>;

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
  query: AdminListQuery<T>;
  /** The loaded rows, each once (`useAdminList`). */
  rows: readonly T[];
  /** Messages: the list could not load, it is empty, its accessible name. */
  errorId: string;
  emptyId: string;
  labelId: string;
  /** A row, with its place in the list (the first rows are on the first screen). */
  renderRow: (row: T, index: number) => ReactNode;
}) {
  const intl = useIntl();
  if (query.isLoading) return <LoadingState />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
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
        <EmptyState messageId={emptyId} />
      ) : (
        <ul className="admin-list" aria-label={intl.formatMessage({ id: labelId })}>
          {rows.map((row, index) => renderRow(row, index))}
        </ul>
      )}
    </PagedList>
  );
}
