/**
 * The page registry every remote keeps in `src/pages.ts`: one line per page it renders. The
 * remote's Module Federation `exposes`, its standalone frame and the `pages.json` its build
 * publishes beside its manifest (published-pages.ts) are derived from it; the shell reads that
 * file when it starts and builds its routes from it. React-free, so build configs and tests
 * read it.
 */
import type { RemoteName } from '../config/runtime-config';

/** A bottom-nav tab's name (`service`): the shell's bar draws the tabs, pages fill their panels. */
export type NavTabKey = string;

/** A home swipe view's name, also the `view` query value that opens it (`/?view=shop`). */
export type HomeViewKey = string;

/** The page's entry in a bottom-nav tab's panel. */
export interface NavPanelEntry {
  tab: NavTabKey;
  /** Its place among the panel's entries, lowest first. */
  order: number;
  /** Message id of its label, in the remote's catalog. */
  labelId: string;
  /** The address it opens when that is not the page's path (`/product/1` for `/product/:id`). */
  to?: string;
}

/** The page as one of the home swipe's views (on `/` and `/mining`). */
export interface HomeViewEntry {
  key: HomeViewKey;
  /** Its place among the views, lowest first (the lowest is the view `/` opens). */
  order: number;
  /** Message id of its tab's label, in the remote's catalog. */
  labelId: string;
}

/** A count the side nav shows beside an entry, kept in this browser (the cart's lines). */
export type SideNavBadge = 'cart';

/** The page's entry in the buyer's side nav, the drawer the header's menu button opens. */
export interface SideNavEntry {
  /** Its place in the drawer, lowest first. */
  order: number;
  /** Message id of its label, in the remote's catalog. */
  labelId: string;
  /** The address it opens when that is not the page's path. */
  to?: string;
  /** A count shown beside the label. */
  badge?: SideNavBadge;
}

/** The page's entry in the operator's side menu. */
export interface AdminMenuEntry {
  /** Its place in the menu, lowest first. */
  order: number;
  /** Message id of its label, in the remote's catalog. */
  labelId: string;
}

export interface PageEntry {
  /**
   * The route path, react-router style: `/product/:id`. None for a page that is only a view of
   * the home swipe (the shell's `/` and `/mining` show it).
   */
  path?: string;
  /** The page module's file name in the remote's `src/pages/`, without extension. */
  file: string;
  /** Message id of the page title, in the remote's own catalog: its heading and `document.title`. */
  titleId: string;
  /** Needs the admin session. */
  admin?: boolean;
  /** The bottom-nav tab of this page when its path is none of the tabs' entries. */
  navTab?: NavTabKey;
  /** This page is also one of the home swipe's views. */
  homeView?: HomeViewEntry;
  /** Where the bottom navigation lists this page. */
  navPanel?: NavPanelEntry;
  /** Where the buyer's side nav lists this page. */
  sideNav?: SideNavEntry;
  /** Where the admin menu lists this page (an admin page). */
  adminMenu?: AdminMenuEntry;
  /**
   * For a page in no menu and behind no link, that shows what its address's query names (a
   * chosen package, an order): the path of the page whose flow opens it (a button's step). The
   * site's reachability journey counts it reached with that page; the flow's own journey opens it.
   */
  stepOf?: string;
  /** The service call the page makes first when its address has no query. */
  firstRead?: FirstRead;
}

/**
 * A page's first service call, which the HTML's boot script makes beside the page's code, so
 * the answer is there when the page renders (the site's API client takes it instead of asking
 * again). A stale one costs one unused request, nothing else.
 */
export interface FirstRead {
  /**
   * The GET as the page's API client writes it: `/api/products?category=miner&page=1&pageSize=10`;
   * a `:name` of the page's path stands for that segment of the address (`/api/products/:id`).
   */
  path: string;
  /**
   * How many of the answer's first `items` (or the answer itself, when it has none) show their first picture above the fold (`/api/…`
   * addresses): the boot script asks for those as soon as the answer is in, not once the page
   * has rendered the list.
   */
  pictures?: number;
  /**
   * Those pictures' `sizes`, as the page writes them beside the service's scaled copies in
   * `srcset`: the preload then asks for the file the page will show.
   */
  pictureSizes?: string;
}

/** Where the boot script leaves its first reads (absolute address → response), each taken once. */
export const FIRST_READS_KEY = '__minesiteFirstReads';

export interface RemoteRegistry {
  remote: RemoteName;
  pages: readonly PageEntry[];
}

export function definePages(remote: RemoteName, pages: readonly PageEntry[]): RemoteRegistry {
  return { remote, pages };
}

/** `shop-page` → `./ShopPage`: the exposed module name of a page file. */
export function exposeName(file: string): string {
  return `./${file.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase())}`;
}

/** The remote's Module Federation `exposes`: `./ShopPage` → `./src/pages/shop-page.tsx`. */
export function exposesOf(registry: RemoteRegistry): Record<string, string> {
  return Object.fromEntries(
    registry.pages.map((page) => [exposeName(page.file), `./src/pages/${page.file}.tsx`]),
  );
}
