import Router from '@koa/router';

/** What middleware shares through `ctx.state`; routes add to it through their generics. */
export type AppState = Record<never, never>;

export type AppRouter = Router<AppState>;

export function createRouter(prefix: string): AppRouter {
  return new Router<AppState>({ prefix });
}
