import { METHODS } from 'node:http';
import Router, { type RouterMiddleware } from '@koa/router';

/** What middleware shares through `ctx.state`; routes add to it through their generics. */
export type AppState = Record<never, never>;

export type AppRouter = Router<AppState>;

export function createRouter(prefix: string): AppRouter {
  // Every method Node parses counts as implemented, so that one a route lacks (TRACE, PATCH …)
  // is a 405 with `Allow` from allowedMethods, never a 501.
  return new Router<AppState>({ prefix, methods: [...METHODS] });
}

/**
 * The router's routes and its 405 and OPTIONS answers as one middleware, which a request enters
 * only when its path starts as one of the router's routes does (up to the first parameter, in
 * any case, as the router matches). The app mounts twenty routers in turn: each one a request
 * passed used to test its path against every route of it, then hand it on through two more
 * calls. A route registered after mounting counts too: the gate is built again when the
 * router's routes changed in number.
 */
export function mountRouter(router: AppRouter): RouterMiddleware<AppState> {
  const routes = router.routes();
  const allowed = router.allowedMethods();
  let gate = { routes: -1, mayMatch: /$^/ };
  const mounted: RouterMiddleware<AppState> = (ctx, next) => {
    if (gate.routes !== router.stack.length) gate = gateOf(router);
    return gate.mayMatch.test(ctx.path) ? allowed(ctx, () => routes(ctx, next)) : next();
  };
  // As on the router's own middleware: tracing (instrumentation-koa) finds the routes by it.
  return Object.assign(mounted, { router });
}

/** The paths the router's routes may match, as one case-insensitive test of a path's start. */
function gateOf(router: AppRouter): { routes: number; mayMatch: RegExp } {
  const starts = new Set(router.stack.map((layer) => literalStart(layer.path)));
  const mayMatch = new RegExp(`^(?:${[...starts].map(escapeRegExp).join('|')})`, 'i');
  return { routes: router.stack.length, mayMatch };
}

/** A route's path up to its first parameter or pattern, without a trailing slash. */
function literalStart(path: string | RegExp): string {
  if (typeof path !== 'string') return '';
  const end = path.search(/[:(*{]/);
  return (end < 0 ? path : path.slice(0, end)).replace(/\/+$/, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
