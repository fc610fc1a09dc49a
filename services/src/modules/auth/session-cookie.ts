import type { Context } from 'koa';

/** The admin session cookie: httpOnly, SameSite=Lax, Secure whenever the request is HTTPS. */
export const SESSION_COOKIE = 'minesite_admin_session';
const COOKIE_PATH = '/api';

export function readSessionToken(ctx: Context): string | undefined {
  const token = ctx.cookies.get(SESSION_COOKIE);
  return token && token.length <= 128 ? token : undefined;
}

export function setSessionCookie(ctx: Context, token: string, expiresAt: Date): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    // ctx.secure is true when the service itself serves HTTPS (TLS_CERT_FILE) or, with
    // app.proxy, behind a proxy that says so.
    secure: ctx.secure,
    path: COOKIE_PATH,
    expires: expiresAt,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: COOKIE_PATH,
    expires: new Date(0),
    overwrite: true,
  });
}
