import { RemoteFallback } from '../federation/remote-fallback';
import { retryFailedRoutes } from './route-store';

/**
 * An address no route knows while a remote's page registry could not be read: it may be one of
 * that remote's pages, so it shows that remote's fallback (not the home page); the retry reads
 * the failed registries again, and the page opens once its route is known.
 */
export function UnavailableRoute() {
  return <RemoteFallback onRetry={() => void retryFailedRoutes()} />;
}
