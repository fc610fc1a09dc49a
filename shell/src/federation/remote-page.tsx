/**
 * Renders one exposed page of a remote. A remote that cannot be loaded (the loader hands over
 * the fallback page then) or that throws while rendering shows a localized fallback with a
 * retry, on this page only: the frame and every other page keep working.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { RemoteName } from '@minesite/shared/config';
import { PageSkeleton } from '../first-paint/page-skeleton';
import { RemoteRetryContext } from './remote-fallback';
import { loadRemotePage, resetRemote, type PageModule } from './remote-loader';
import { RenderErrorBoundary } from './render-error-boundary';

export function RemotePage({ remote, expose }: { remote: RemoteName; expose: string }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; module: PageModule } | null>(null);
  const key = `${remote}/${expose}#${attempt}`;

  useEffect(() => {
    let live = true;
    void loadRemotePage(remote, expose).then((module) => {
      // Rendered in slices (a transition), so a large page does not block the main thread.
      if (live) startTransition(() => setLoaded({ key, module }));
    });
    return () => {
      live = false;
    };
  }, [remote, expose, key]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  // A page of an earlier remote, page or attempt means this one is still loading.
  if (loaded?.key !== key) {
    return <PageSkeleton />;
  }
  const Page = loaded.module.default;
  return (
    <RemoteRetryContext value={retry}>
      <RenderErrorBoundary key={attempt} onRetry={retry}>
        <Page />
      </RenderErrorBoundary>
    </RemoteRetryContext>
  );
}
