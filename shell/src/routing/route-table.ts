/**
 * Every route of the site (spec section 2), built from the five remotes' page registries: its
 * title (a message id), whether it needs the admin session, and which remote renders it. The
 * shell renders `/login` itself. Adding a page to a remote's `src/pages.ts` adds its route here.
 */
import type { RemoteName } from '@minesite/shared/config';
import { exposeName, type PageEntry, type RemoteRegistry } from '@minesite/shared/federation';
import { registry as admin } from '@minesite/mf-admin/pages';
import { registry as cloudpower } from '@minesite/mf-cloudpower/pages';
import { registry as content } from '@minesite/mf-content/pages';
import { registry as orders } from '@minesite/mf-orders/pages';
import { registry as shop } from '@minesite/mf-shop/pages';

export const REMOTE_REGISTRIES: readonly RemoteRegistry[] = [
  content,
  shop,
  cloudpower,
  orders,
  admin,
];

export interface RemoteRoute extends Omit<PageEntry, 'file'> {
  remote: RemoteName;
  /** The module the remote exposes for this page. */
  expose: string;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = REMOTE_REGISTRIES.flatMap(
  ({ remote, pages }) =>
    pages.map(({ file, ...page }) => ({ ...page, remote, expose: exposeName(file) })),
);

export const LOGIN_ROUTE = { path: '/login', titleId: 'route.login' } as const;

export const DEFAULT_TITLE_ID = 'app.defaultTitle';
