/**
 * Renders one exposed page of a remote. A remote that cannot be loaded (server down, manifest
 * missing) or that throws while rendering shows a localized fallback with a retry, on this
 * page only: the frame and every other page keep working.
 */
import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RemoteName } from '@minesite/shared/config';
import { Button, ErrorBlock, SpinLoading } from '@minesite/shared/ui';
import { loadRemotePage, resetRemote, type PageModule } from './remote-loader';

type LoadResult = { key: string } & ({ module: PageModule } | { failed: true });

export function RemotePage({ remote, expose }: { remote: RemoteName; expose: string }) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<LoadResult | null>(null);
  const key = `${remote}/${expose}#${attempt}`;

  useEffect(() => {
    let live = true;
    loadRemotePage(remote, expose).then(
      (module) => live && setResult({ key, module }),
      (error: unknown) => {
        console.error(String(error), String((error as Error).cause));
        if (live) setResult({ key, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, expose, key]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  // A result for an earlier page or attempt means this one is still loading.
  if (result?.key !== key) {
    return (
      <div className="remote-loading" role="status">
        <SpinLoading />
      </div>
    );
  }
  if ('failed' in result) return <RemoteFallback onRetry={retry} />;
  const Page = result.module.default;
  return (
    <RenderErrorBoundary key={attempt} onRetry={retry}>
      <Page />
    </RenderErrorBoundary>
  );
}

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="remote-fallback" role="alert">
      <ErrorBlock
        status="disconnected"
        title={<FormattedMessage id="remote.unavailable.title" />}
        description={<FormattedMessage id="remote.unavailable.body" />}
      />
      <Button color="primary" block onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}

class RenderErrorBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('remote page crashed', error);
  }

  override render() {
    return this.state.failed ? (
      <RemoteFallback onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
