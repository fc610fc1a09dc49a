// Headers on every API reply, errors included: the browser must not guess content types, send
// the API's addresses on as a referrer, or show a reply inside a frame; nothing the API
// answers is a page, so its Content-Security-Policy allows nothing. Over HTTPS (directly, or
// behind a trusted TLS proxy) the browser is told to use HTTPS only from then on.
import type { Middleware } from 'koa';

/** One year, the value HSTS preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export function securityHeaders(): Middleware {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set(API_SECURITY_HEADERS);
    if (ctx.secure) ctx.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}`);
    await next();
  };
}
