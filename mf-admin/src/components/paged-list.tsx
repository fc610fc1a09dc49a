import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Toast } from '@minesite/shared/ui';
import { LoadMore } from './load-more';
import { PullToRefresh } from './pull-to-refresh';

/** A list refreshes when pulled down 50 px. */
const PULL_THRESHOLD_PX = 50;

/**
 * An admin list that the service pages: pull down to reload it (刷新成功 / 刷新失败，请重试),
 * scroll to the end to load the next page, and 'no more' once everything is in.
 */
export function PagedList({
  children,
  hasMore,
  onLoadMore,
  onRefresh,
}: {
  children: ReactNode;
  hasMore: boolean;
  /** Loads the next page; rejects when it could not. */
  onLoadMore: () => Promise<void>;
  /** Reloads the loaded pages; resolves to whether that worked. */
  onRefresh: () => Promise<boolean>;
}) {
  const intl = useIntl();
  async function refresh() {
    const ok = await onRefresh();
    Toast.show({
      icon: ok ? 'success' : 'fail',
      content: intl.formatMessage({ id: ok ? 'admin.list.refreshed' : 'admin.list.refreshFailed' }),
    });
  }
  return (
    <PullToRefresh
      onRefresh={refresh}
      threshold={PULL_THRESHOLD_PX}
      texts={{
        pulling: <FormattedMessage id="admin.list.pull.pulling" />,
        release: <FormattedMessage id="admin.list.pull.release" />,
        refreshing: <FormattedMessage id="admin.list.pull.refreshing" />,
        complete: <FormattedMessage id="admin.list.pull.complete" />,
      }}
    >
      {children}
      <LoadMore hasMore={hasMore} onLoadMore={onLoadMore} />
    </PullToRefresh>
  );
}
