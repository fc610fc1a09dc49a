/**
 * What a page shows when its remote cannot be loaded or crashes: a localized message with a
 * retry, on that page only. `unavailablePage` is the stand-in module the loader hands over
 * instead of the remote's page (the runtime's `errorLoadRemote` hook returns it).
 */
import { Suspense, createContext, lazy, useContext } from 'react';
import type { PageModule } from './page-module';

// Loaded when a remote fails: a page that loads fine never pays for the button.
const RemoteFallbackView = lazy(() => import('./remote-fallback-view'));

/** Loads the page again; provided by `RemotePage` to whatever it renders. */
export const RemoteRetryContext = createContext<() => void>(() => {});

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <RemoteFallbackView onRetry={onRetry} />
    </Suspense>
  );
}

function UnavailablePage() {
  return <RemoteFallback onRetry={useContext(RemoteRetryContext)} />;
}

const unavailableModules = new WeakSet<PageModule>();

/** The stand-in for a page whose remote could not be loaded; logs why for the operator. */
export function unavailablePage(remote: string, cause: unknown): PageModule {
  console.error(`remote ${remote} could not be loaded:`, cause);
  const module: PageModule = { default: UnavailablePage };
  unavailableModules.add(module);
  return module;
}

export function isUnavailablePage(module: PageModule): boolean {
  return unavailableModules.has(module);
}
