/**
 * Admin pages are measured as the operator sees them: after a real login through the API
 * (POST /api/auth/login with the local default or ADMIN_USERNAME / ADMIN_PASSWORD), whose
 * session cookie is then put in the browser that measures (Playwright's context, or the Chrome
 * Lighthouse drives: Lighthouse clears caches, service workers and cache storage between runs,
 * not cookies or localStorage), beside the shell's `adminLoggedIn` hint in the shell origin's
 * localStorage, as the login page leaves it (shared/src/storage: the route guard reads it).
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { SESSION_COOKIE } from '../services/src/modules/auth/session-cookie';
import { siteRequest } from './site-http';

export interface AdminSession {
  cookie: AdminCookie;
  username: string;
}

export interface AdminCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax';
}

export async function adminLogin(opts: {
  apiBase: string;
  /** The page origin the login is sent from (the API's CSRF check wants a site origin). */
  origin: string;
  ca?: string;
}): Promise<AdminSession> {
  const username = process.env.ADMIN_USERNAME ?? 'admin';
  const answer = await siteRequest(`${opts.apiBase}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: opts.origin },
    body: JSON.stringify({ username, password: process.env.ADMIN_PASSWORD ?? 'admin123' }),
    ca: opts.ca,
  });
  const cookie = (answer.headers['set-cookie'] ?? []).find((c) =>
    c.startsWith(`${SESSION_COOKIE}=`),
  );
  if (answer.status !== 200 || !cookie) {
    throw new Error(
      `the admin login failed (${answer.status}): set ADMIN_USERNAME and ADMIN_PASSWORD for this site`,
    );
  }
  const value = cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '';
  return {
    username,
    cookie: {
      name: SESSION_COOKIE,
      value,
      domain: new URL(opts.apiBase).hostname,
      path: '/api',
      httpOnly: true,
      secure: /;\s*secure/i.test(cookie),
      sameSite: 'Lax',
    },
  };
}

/** The shell's hint that an admin is logged in (what `writeAdminSession` stores). */
function storeAdminHint(username: string) {
  localStorage.setItem('adminLoggedIn', 'true');
  localStorage.setItem('adminUsername', username);
}

/** A Playwright context logged in as the admin: the cookie, and the hint on every page. */
export async function logInContext(context: BrowserContext, session: AdminSession) {
  await context.addCookies([session.cookie]);
  await context.addInitScript(storeAdminHint, session.username);
}

/**
 * Logs the Chrome on `port` (the one Lighthouse drives) in, in its default context: the cookie,
 * and the hint in the shell origin's localStorage (set from a page of that origin, then closed).
 */
export async function logInChrome(
  port: number,
  session: AdminSession,
  shellOrigin: string,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Chrome Lighthouse drives has no default context');
    await context.addCookies([session.cookie]);
    const page = await context.newPage();
    await page.goto(`${shellOrigin}/site-config.json`);
    await page.evaluate(storeAdminHint, session.username);
    await page.close();
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close();
  }
}
