/**
 * The named views of the home swipe area: the pages that declare a `homeView`
 * in their remote's registry, in their declared order (the route table's `homeViews`, known at
 * run time). Their names are the `view` query values that open them: `/?view=shop`.
 */

/**
 * The index of the view a `view` query value names; a name no read registry declares may be a
 * view of a remote whose registry could not be read (a `missing` view stands for each such
 * remote): that one; else the first view.
 */
export function homeViewIndex(
  views: readonly { key: string; missing?: boolean }[],
  name: string | null,
): number {
  const named = views.findIndex((view) => view.key === name);
  if (named >= 0 || !name) return Math.max(0, named);
  return Math.max(
    0,
    views.findIndex((view) => view.missing),
  );
}
