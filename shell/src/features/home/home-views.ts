/**
 * The five named views of the home swipe area (spec section 2), each a page of the remote whose
 * registry names it as its `homeView` (the route table's `homeViews`, known at run time). Their
 * tabs are the shell's: known when it is built, so the HTML's first paint draws them.
 */
import { HOME_VIEW_KEYS, type HomeViewKey } from '@minesite/shared/federation';

export interface HomeViewTab {
  /** Its name, also the `view` query value that opens it: `/?view=shop`. */
  key: HomeViewKey;
  titleId: string;
}

export const HOME_VIEW_TABS: readonly HomeViewTab[] = HOME_VIEW_KEYS.map((key) => ({
  key,
  titleId: `shell.home.tab.${key}`,
}));

/** The index of the view a `view` query value names; the first view when none or unknown. */
export function homeViewIndex(name: string | null): number {
  return Math.max(
    0,
    HOME_VIEW_TABS.findIndex((view) => view.key === name),
  );
}
