import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '@minesite/shared/fetch-states';
import { Button } from '@minesite/shared/ui';
import './admin-list.css';
import './whole-list.css';

/**
 * The body of an admin list the service sends whole (the content pages, the downloads): its
 * total and an add button above, then loading, a failed load with a retry, the empty state or
 * the rows. The paged lists use AdminList (pull to refresh, load more) instead.
 */
export function WholeList<T>({
  query,
  items,
  errorId,
  emptyId,
  labelId,
  addId,
  canAdd = true,
  onAdd,
  renderRow,
}: {
  query: { data?: unknown; isLoading: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[];
  /** Messages: the list could not load, it is empty, its accessible name, the add button. */
  errorId: string;
  emptyId: string;
  labelId: string;
  addId: string;
  /** False while the add form lacks what the list's reply brings (e.g. the upload limit). */
  canAdd?: boolean;
  onAdd: () => void;
  renderRow: (row: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <div className="admin-whole-list-bar">
        <p className="admin-count" role="status">
          {query.data !== undefined && (
            <FormattedMessage id="admin.list.total" values={{ count: items.length }} />
          )}
        </p>
        <Button size="small" color="primary" disabled={!canAdd} onClick={onAdd}>
          <FormattedMessage id={addId} />
        </Button>
      </div>
      {query.isLoading ? (
        <LoadingState />
      ) : query.isError && query.data === undefined ? (
        <ErrorState messageId={errorId} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState messageId={emptyId} />
      ) : (
        <ul className="admin-list" aria-label={intl.formatMessage({ id: labelId })}>
          {items.map(renderRow)}
        </ul>
      )}
    </>
  );
}
