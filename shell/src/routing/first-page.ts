import { homeViewIndex } from '../features/home/home-views';
import { fillParams } from '@minesite/shared/federation/route-match';
import { findPage } from './find-route';
import { EMPTY_ROUTE_TABLE, type RemotePageRef, type RouteTable } from './route-table';

/**
 * The remote page an address opens (on a home path, the view it names), so the bootstrap can
 * load it while the frame renders and the HTML's boot script can preload it. An admin page
 * only with `admin`: the app renders it after the session check, but its files can be on their
 * way meanwhile (the boot script's preloads; only the operator opens these addresses).
 */
export function firstPage(
  table: RouteTable,
  { pathname, search }: { pathname: string; search: string },
  { admin = false }: { admin?: boolean } = {},
): RemotePageRef | undefined {
  const page = findPage(table, pathname);
  if (page.kind === 'home') {
    const view =
      table.homeViews[homeViewIndex(table.homeViews, new URLSearchParams(search).get('view'))];
    return (
      view && {
        remote: view.remote,
        expose: view.expose,
        ...(view.firstRead ? { firstRead: view.firstRead } : {}),
      }
    );
  }
  if (page.kind !== 'remote' || (page.route.admin && !admin)) return undefined;
  const { remote, expose, firstRead, path } = page.route;
  // A query (a filter, a page number) changes the call: the page makes it itself.
  if (!firstRead || search) return { remote, expose };
  const read = { ...firstRead, path: fillParams(firstRead.path, path, pathname) };
  return { remote, expose, firstRead: read };
}

/** Whether an address shows the home swipe. */
export function isHomeAddress(pathname: string): boolean {
  return findPage(EMPTY_ROUTE_TABLE, pathname).kind === 'home';
}
