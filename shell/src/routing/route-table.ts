/**
 * The site's remote routes, built when the shell starts from the `pages.json` each remote
 * named in site-config.json publishes beside its manifest (shared/src/federation/
 * published-pages.ts): the shell imports no remote package, so a team adds, renames or removes
 * a page by releasing its remote alone. Pure: the HTML's boot script builds the same table from
 * the same files (shell/src/boot).
 */
import type { RemoteName } from '@minesite/shared/config';
import type { FirstRead, HomeViewKey } from '@minesite/shared/federation';
import type { Locale } from '@minesite/shared/locales';
import type {
  PublishedMenuEntry,
  PublishedNavEntry,
  PublishedPage,
  PublishedSideNavEntry,
} from '@minesite/shared/federation/published-pages';

/** A page of a remote: which remote, and the module it exposes for the page. */
export interface RemotePageRef {
  remote: RemoteName;
  expose: string;
  /** The page's first service call, which the boot script makes beside its code. */
  firstRead?: FirstRead;
}

/** A remote page with an address of its own. */
export interface RemoteRoute
  extends Omit<PublishedPage, 'path' | 'navPanel' | 'sideNav' | 'adminMenu'>, RemotePageRef {
  path: string;
}

/** What the shell knows of one remote's registry. */
export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; pages: readonly PublishedPage[] }
  | { status: 'failed' };

/** A view of the home swipe: the page it shows, its name and tab label. */
export interface HomeView extends RemotePageRef {
  key: HomeViewKey;
  labels: Record<Locale, string>;
}

/** An entry of the admin menu: the admin page it opens. */
export interface AdminMenuItem extends PublishedMenuEntry {
  path: string;
}

export interface RouteTable {
  routes: readonly RemoteRoute[];
  /** The bottom-nav panels' entries the pages declare, in their order within each tab. */
  navEntries: readonly PublishedNavEntry[];
  /** The admin menu's entries the admin pages declare, in their order. */
  adminMenu: readonly AdminMenuItem[];
  /** The buyer's side nav entries the pages declare, in their order. */
  sideNav: readonly PublishedSideNavEntry[];
  /** The home swipe's views the pages declare, in their order (the first is `/`'s). */
  homeViews: readonly HomeView[];
  /** The remotes whose registry could not be read: their routes are missing. */
  failed: readonly RemoteName[];
  /** The remotes whose registry is still on its way. */
  loading: readonly RemoteName[];
}

export const EMPTY_ROUTE_TABLE: RouteTable = {
  routes: [],
  navEntries: [],
  adminMenu: [],
  sideNav: [],
  homeViews: [],
  failed: [],
  loading: [],
};

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The table of the registries' states, in the order given (site-config.json's): a path or a
 * home view two remotes declare goes to the first.
 */
export function buildRouteTable(
  registries: readonly (readonly [RemoteName, RegistryState])[],
): RouteTable {
  const routes: RemoteRoute[] = [];
  const navEntries: PublishedNavEntry[] = [];
  const adminMenu: AdminMenuItem[] = [];
  const sideNav: PublishedSideNavEntry[] = [];
  const homeViews: (HomeView & { order: number })[] = [];
  const failed: RemoteName[] = [];
  const loading: RemoteName[] = [];
  const paths = new Set<string>();
  for (const [remote, state] of registries) {
    if (state.status === 'failed') failed.push(remote);
    if (state.status === 'loading') loading.push(remote);
    if (state.status !== 'ready') continue;
    for (const {
      path,
      navPanel,
      sideNav: sideEntry,
      adminMenu: menuEntry,
      ...page
    } of state.pages) {
      const { homeView } = page;
      if (homeView && !homeViews.some((view) => view.key === homeView.key)) {
        homeViews.push({
          key: homeView.key,
          order: homeView.order,
          labels: homeView.labels,
          remote,
          expose: page.expose,
          ...(page.firstRead ? { firstRead: page.firstRead } : {}),
        });
      }
      if (path !== undefined && !paths.has(path.toLowerCase())) {
        paths.add(path.toLowerCase());
        routes.push({ ...page, path, remote });
        if (navPanel) navEntries.push(navPanel);
        if (sideEntry && !page.admin) sideNav.push(sideEntry);
        if (menuEntry && page.admin) adminMenu.push({ ...menuEntry, path });
      }
    }
  }
  navEntries.sort(byOrder);
  adminMenu.sort(byOrder);
  sideNav.sort(byOrder);
  return {
    routes,
    navEntries,
    adminMenu,
    sideNav,
    homeViews: homeViews.sort(byOrder).map(({ order: _order, ...view }) => view),
    failed,
    loading,
  };
}
