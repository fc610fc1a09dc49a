/**
 * What an address opens, given the route table: one of the shell's own routes, a remote's page,
 * or, when no route knows it, why. Pure: the app and the HTML's boot script decide alike.
 */
import type { RemoteName } from '@minesite/shared/config';
import type { NavTabKey } from '@minesite/shared/federation';
import { matchRoute } from '@minesite/shared/federation/route-match';
import type { RemoteRoute, RouteTable } from './route-table';
import { HOME_ROUTES, LOGIN_ROUTE, type ShellRoute } from './shell-routes';

export type AddressPage =
  | { kind: 'home'; route: ShellRoute }
  | { kind: 'login'; route: ShellRoute }
  | { kind: 'remote'; route: RemoteRoute }
  /** Not yet known: a registry is still on its way. */
  | { kind: 'loading' }
  /** No route, and `remote`'s registry could not be read: the address may be one of its pages. */
  | { kind: 'unavailable'; remote: RemoteName }
  /** No route, with every registry read. */
  | { kind: 'unknown' };

export function findPage(table: RouteTable, pathname: string): AddressPage {
  const home = matchRoute(HOME_ROUTES, pathname);
  if (home) return { kind: 'home', route: home };
  if (matchRoute([LOGIN_ROUTE], pathname)) return { kind: 'login', route: LOGIN_ROUTE };
  const route = matchRoute(table.routes, pathname);
  if (route) return { kind: 'remote', route };
  if (table.loading.length > 0) return { kind: 'loading' };
  const [failed] = table.failed;
  return failed ? { kind: 'unavailable', remote: failed } : { kind: 'unknown' };
}

/** The remote route an address opens, if any. */
export function findRoute(table: RouteTable, pathname: string): RemoteRoute | undefined {
  const page = findPage(table, pathname);
  return page.kind === 'remote' ? page.route : undefined;
}

/** The page's own bottom-nav tab (used when its path is none of the tabs' entries). */
export function pageNavTab(page: AddressPage): NavTabKey | undefined {
  return 'route' in page ? page.route.navTab : undefined;
}
