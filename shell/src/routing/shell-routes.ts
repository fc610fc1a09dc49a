/**
 * The routes the shell renders itself (ARCHITECTURE.md, "Who renders which route"): the home
 * swipe on `/` and `/mining`, which composes views of the remotes, and the login page. Known
 * when the shell is built, so the HTML's first paint draws the home swipe's outline at once.
 */
import type { NavTabKey } from '@minesite/shared/federation';

export interface ShellRoute {
  path: string;
  titleId: string;
  navTab?: NavTabKey;
}

export const HOME_ROUTES: readonly ShellRoute[] = [
  { path: '/', titleId: 'route.home' },
  { path: '/mining', titleId: 'route.home', navTab: 'home' },
];

export const LOGIN_ROUTE: ShellRoute = { path: '/login', titleId: 'route.login' };

/** The title of an address no route knows. */
export const DEFAULT_TITLE_ID = 'app.defaultTitle';
