/**
 * The site's remote routes, built when the shell starts from the `pages.json` each remote
 * named in site-config.json publishes beside its manifest (shared/src/federation/
 * published-pages.ts): the shell imports no remote package, so a team adds, renames or removes
 * a page by releasing its remote alone. Pure: the HTML's boot script builds the same table from
 * the same files (shell/src/boot).
 */
import type { RemoteName } from '@minesite/shared/config';
import type { FirstRead, HomeViewKey } from '@minesite/shared/federation';
import type { PublishedPage } from '@minesite/shared/federation/published-pages';

/** A page of a remote: which remote, and the module it exposes for the page. */
export interface RemotePageRef {
  remote: RemoteName;
  expose: string;
  /** The page's first service call, which the boot script makes beside its code. */
  firstRead?: FirstRead;
}

/** A remote page with an address of its own. */
export interface RemoteRoute extends Omit<PublishedPage, 'path'>, RemotePageRef {
  path: string;
}

/** What the shell knows of one remote's registry. */
export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; pages: readonly PublishedPage[] }
  | { status: 'failed' };

export interface RouteTable {
  routes: readonly RemoteRoute[];
  /** The page each home swipe view shows. */
  homeViews: Partial<Record<HomeViewKey, RemotePageRef>>;
  /** The remotes whose registry could not be read: their routes are missing. */
  failed: readonly RemoteName[];
  /** The remotes whose registry is still on its way. */
  loading: readonly RemoteName[];
}

export const EMPTY_ROUTE_TABLE: RouteTable = { routes: [], homeViews: {}, failed: [], loading: [] };

/**
 * The table of the registries' states, in the order given (site-config.json's): a path or a
 * home view two remotes declare goes to the first.
 */
export function buildRouteTable(
  registries: readonly (readonly [RemoteName, RegistryState])[],
): RouteTable {
  const routes: RemoteRoute[] = [];
  const homeViews: RouteTable['homeViews'] = {};
  const failed: RemoteName[] = [];
  const loading: RemoteName[] = [];
  const paths = new Set<string>();
  for (const [remote, state] of registries) {
    if (state.status === 'failed') failed.push(remote);
    if (state.status === 'loading') loading.push(remote);
    if (state.status !== 'ready') continue;
    for (const { path, ...page } of state.pages) {
      if (page.homeView && !homeViews[page.homeView]) {
        homeViews[page.homeView] = {
          remote,
          expose: page.expose,
          ...(page.firstRead ? { firstRead: page.firstRead } : {}),
        };
      }
      if (path !== undefined && !paths.has(path.toLowerCase())) {
        paths.add(path.toLowerCase());
        routes.push({ ...page, path, remote });
      }
    }
  }
  return { routes, homeViews, failed, loading };
}
