import type { Context } from 'koa';

/**
 * The admin session cookie: httpOnly, SameSite=Lax, Secure whenever the request came over
 * HTTPS (COOKIE_SECURE=auto) or always (true; e.g. behind a TLS proxy that does not say so).
 */
export const SESSION_COOKIE = 'minesite_admin_session';
const COOKIE_PATH = '/api';

export function readSessionToken(ctx: Context): string | undefined {
  const token = ctx.cookies.get(SESSION_COOKIE);
  return token && token.length <= 128 ? token : undefined;
}

export type CookieSecurity = 'auto' | boolean;

// ctx.secure is true when the service itself serves HTTPS (TLS_CERT_FILE) or, with
// TRUST_PROXY, behind a proxy that says so (X-Forwarded-Proto: https).
const isSecure = (ctx: Context, security: CookieSecurity) =>
  security === 'auto' ? ctx.secure : security;

export function setSessionCookie(
  ctx: Context,
  token: string,
  expiresAt: Date,
  security: CookieSecurity,
): void {
  // Koa refuses to send a Secure cookie over a connection it sees as plain HTTP.
  if (isSecure(ctx, security)) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, security),
    path: COOKIE_PATH,
    expires: expiresAt,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context, security: CookieSecurity): void {
  if (isSecure(ctx, security)) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, security),
    path: COOKIE_PATH,
    expires: new Date(0),
    overwrite: true,
  });
}
