/** Where the admin guard sends a visitor, and where the login page may send them back to. */

export const LOGIN_PATH = '/login';
const REDIRECT_PARAM = 'redirect';

/** `/login?redirect=<the full target: path, query and hash>`. */
export function loginPathFor(target: { pathname: string; search?: string; hash?: string }): string {
  const full = `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: full })}`;
}

/**
 * The page to return to after login. Only a path of this site is accepted, so a crafted link
 * (`?redirect=https://evil.example` or `//evil.example`) cannot send the admin elsewhere.
 */
export function returnPathFrom(search: string, fallback = '/'): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  const base = 'http://site.invalid';
  const url = new URL(target, base);
  if (url.origin !== base || url.pathname === LOGIN_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
