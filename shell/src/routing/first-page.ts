import { HOME_VIEWS, homeViewIndex } from '../features/home/home-views';
import { findRoute } from './find-route';

/**
 * The remote page an address opens (on a home path, the view it names), so the bootstrap can
 * load it while the frame renders. None for admin pages: those wait for the session check.
 */
export function firstPage({ pathname, search }: { pathname: string; search: string }) {
  const route = findRoute(pathname);
  if (!route || route.admin) return undefined;
  if (!route.homeSwipe) return { remote: route.remote, expose: route.expose, homeSwipe: false };
  const view = HOME_VIEWS[homeViewIndex(new URLSearchParams(search).get('view'))]!;
  return { remote: view.remote, expose: view.expose, homeSwipe: true };
}
