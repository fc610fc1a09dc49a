import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, DotLoading } from '@minesite/shared/ui';
import './load-more.css';

/**
 * The end of a paged list: loads the next page when it scrolls into view (the browser's
 * IntersectionObserver), says so while loading, offers a retry when that failed, and shows
 * 'no more' once everything is in.
 */
export function LoadMore({
  hasMore,
  onLoadMore,
}: {
  hasMore: boolean;
  /** Loads the next page; rejects when it could not. */
  onLoadMore: () => Promise<void>;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // Pages loaded so far: the foot is a new element after each, so the new rows take its place
  // and it starts again below them, instead of the shown foot sliding down (a layout shift).
  const [pages, setPages] = useState(0);

  const load = useCallback(async () => {
    setState('loading');
    try {
      await onLoadMore();
      setPages((count) => count + 1);
      setState('idle');
    } catch {
      setState('failed');
    }
  }, [onLoadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || state !== 'idle' || !element || typeof IntersectionObserver === 'undefined') {
      return;
    }
    // A fresh observer reports at once whether the end is still in view after each page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      { rootMargin: '120px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, state, load]);

  return (
    <div key={pages} ref={sentinel} className="admin-list-foot">
      {state === 'failed' ? (
        <span className="admin-list-end" role="alert">
          <FormattedMessage id="admin.list.loadFailed" />{' '}
          <Button size="mini" fill="none" color="primary" onClick={() => void load()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </span>
      ) : hasMore ? (
        <span className="admin-list-end" role="status">
          <FormattedMessage id="admin.list.loadingMore" />
          <DotLoading />
        </span>
      ) : (
        <span className="admin-list-end" role="status">
          <FormattedMessage id="admin.list.noMore" />
        </span>
      )}
    </div>
  );
}
