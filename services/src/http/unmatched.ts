// Turns requests that no route answered into JSON errors: unknown path 404, known path with
// another method 405 (with Allow; every method Node parses counts as implemented, router.ts).
// @koa/router's allowedMethods sets these statuses without a body; this middleware sits above
// the routers and adds the body.
import type { Middleware } from 'koa';
import { MethodNotAllowedError, NotFoundError } from './errors.js';

export function unmatchedRequests(): Middleware {
  return async function answerUnmatched(ctx, next) {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    const route = `${ctx.method} ${ctx.path}`;
    switch (ctx.status) {
      case 404:
        throw new NotFoundError(`No route for ${route}`, { code: 'route_not_found' });
      case 405:
        throw new MethodNotAllowedError(`Method not allowed: ${route}`, {
          headers: { Allow: ctx.response.get('Allow') },
        });
    }
  };
}
