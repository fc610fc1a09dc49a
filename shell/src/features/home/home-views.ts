/**
 * The named views of the home swipe area (spec section 2): the pages that declare a `homeView`
 * in their remote's registry, in their declared order (the route table's `homeViews`, known at
 * run time). Their names are the `view` query values that open them: `/?view=shop`.
 */

/** The index of the view a `view` query value names; the first view when none or unknown. */
export function homeViewIndex(views: readonly { key: string }[], name: string | null): number {
  return Math.max(
    0,
    views.findIndex((view) => view.key === name),
  );
}
