// Cross-site request forgery: a state-changing call (any method but GET, HEAD and OPTIONS)
// that carries the admin session cookie is refused with 403 unless the browser says it comes
// from one of the site's origins (CORS_ORIGINS) or from the API's own. Browsers send `Origin`
// on every cross-origin fetch and on same-origin writes; when a privacy setting drops it, the
// `Referer`'s origin stands in. A call with neither is refused too: a browser always sends one
// of them with a cookie-carrying write, and other clients have no reason to send the cookie.
import type { Context, Middleware } from 'koa';
import { ForbiddenError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfProtection(options: {
  allowedOrigins: readonly string[];
  sessionCookie: string;
}): Middleware {
  const allowed = new Set(options.allowedOrigins);
  return async function checkOrigin(ctx, next) {
    if (!SAFE_METHODS.has(ctx.method) && ctx.cookies.get(options.sessionCookie) !== undefined) {
      const origin = requestOrigin(ctx);
      // The API's own origin (Koa 3's ctx.origin is the Origin header, so build it here).
      const own = `${ctx.protocol}://${ctx.host}`;
      if (!origin || !(allowed.has(origin) || origin === own)) {
        throw new ForbiddenError(
          origin
            ? `Refused: a call with the admin session from ${origin}, which is not this site`
            : 'Refused: a call with the admin session must say its origin (Origin or Referer)',
          { code: 'cross_site_request' },
        );
      }
    }
    await next();
  };
}

function requestOrigin(ctx: Context): string | undefined {
  const origin = ctx.get('Origin');
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = ctx.get('Referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).origin;
}
