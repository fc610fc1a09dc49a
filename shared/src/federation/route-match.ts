/**
 * Which route an address opens: one rule for the shell's app and for the boot script in its
 * HTML, which looks the page up before any of the app has loaded. It matches as react-router
 * does (the shell then renders the route it found through react-router, for the page's
 * `useParams`): segment by segment, ignoring case and a trailing slash, `:name` standing for
 * any one segment, and a route with more fixed segments before one with parameters
 * (`/product/new` before `/product/:id`).
 */

/** `/shop/` and `/shop` are the same page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const segments = (path: string) => normalisePath(path).split('/').filter(Boolean);

/** How specific a pattern is (react-router's ranking): fixed segments weigh more than `:params`. */
function score(pattern: string[]): number {
  return pattern.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), 0);
}

/** Whether `pattern` (`/product/:id`) matches `pathname`. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return (
    want.length === have.length &&
    want.every((segment, i) =>
      segment.startsWith(':') ? have[i] !== '' : segment.toLowerCase() === have[i]!.toLowerCase(),
    )
  );
}

/**
 * `template` with each `:name` replaced by the segment of `pathname` that `pattern`'s `:name`
 * stands for, as the address has it: `/api/products/:id` for `/product/:id` at `/product/7`.
 */
export function fillParams(template: string, pattern: string, pathname: string): string {
  const want = segments(pattern);
  const have = segments(pathname);
  const params = new Map(
    want.flatMap((segment, i) => (segment.startsWith(':') ? [[segment, have[i]!]] : [])),
  );
  return template.replace(/:[A-Za-z]\w*/g, (name) => params.get(name) ?? name);
}

/** The route among `routes` that `pathname` opens, if any. */
export function matchRoute<T extends { path: string }>(
  routes: readonly T[],
  pathname: string,
): T | undefined {
  let best: { route: T; score: number } | undefined;
  for (const route of routes) {
    if (!matchesPath(route.path, pathname)) continue;
    const points = score(segments(route.path));
    if (!best || points > best.score) best = { route, score: points };
  }
  return best?.route;
}
