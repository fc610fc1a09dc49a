/**
 * The five named views of the home swipe area (spec section 2), each a page of the remote
 * that owns it: the pages whose registry line names a `homeView`.
 */
import type { RemoteName } from '@minesite/shared/config';
import { HOME_VIEW_KEYS, type HomeViewKey } from '@minesite/shared/federation';
import { REMOTE_ROUTES } from '../../routing/route-table';

export interface HomeView {
  /** Its name, also the `view` query value that opens it: `/?view=shop`. */
  key: HomeViewKey;
  titleId: string;
  remote: RemoteName;
  expose: string;
}

export const HOME_VIEWS: readonly HomeView[] = HOME_VIEW_KEYS.map((key) => {
  const route = REMOTE_ROUTES.find((r) => r.homeView === key);
  if (!route) throw new Error(`no page declares the home view ${key}`);
  return { key, titleId: `shell.home.tab.${key}`, remote: route.remote, expose: route.expose };
});

/** The index of the view a `view` query value names; the first view when none or unknown. */
export function homeViewIndex(name: string | null): number {
  return Math.max(
    0,
    HOME_VIEWS.findIndex((view) => view.key === name),
  );
}
