import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InfiniteScroll } from '@minesite/shared/ui-admin';
import { Button, DotLoading, PullToRefresh, Toast } from '@minesite/shared/ui';

/** Spec section 9: a list refreshes when pulled down 50 px. */
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
      pullingText={<FormattedMessage id="admin.list.pull.pulling" />}
      canReleaseText={<FormattedMessage id="admin.list.pull.release" />}
      refreshingText={<FormattedMessage id="admin.list.pull.refreshing" />}
      completeText={<FormattedMessage id="admin.list.pull.complete" />}
    >
      {children}
      <InfiniteScroll loadMore={onLoadMore} hasMore={hasMore} threshold={120}>
        {(more, failed, retry) =>
          failed ? (
            <span className="admin-list-end">
              <FormattedMessage id="admin.list.loadFailed" />{' '}
              <Button size="mini" fill="none" color="primary" onClick={() => void retry()}>
                <FormattedMessage id="common.retry" />
              </Button>
            </span>
          ) : more ? (
            <span className="admin-list-end" role="status">
              <FormattedMessage id="admin.list.loadingMore" />
              <DotLoading />
            </span>
          ) : (
            <span className="admin-list-end" role="status">
              <FormattedMessage id="admin.list.noMore" />
            </span>
          )
        }
      </InfiniteScroll>
    </PullToRefresh>
  );
}
