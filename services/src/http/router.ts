import { METHODS } from 'node:http';
import Router from '@koa/router';

/** What middleware shares through `ctx.state`; routes add to it through their generics. */
export type AppState = Record<never, never>;

export type AppRouter = Router<AppState>;

export function createRouter(prefix: string): AppRouter {
  // Every method Node parses counts as implemented, so that one a route lacks (TRACE, PATCH …)
  // is a 405 with `Allow` from allowedMethods, never a 501.
  return new Router<AppState>({ prefix, methods: [...METHODS] });
}
