// Logs in as the admin (the local default credentials of the test configuration) and gives
// the headers that carry the session, for API tests of admin-only routes.
import { DEFAULT_ADMIN_PASSWORD } from '../../src/modules/auth/auth-config.js';
import { SESSION_COOKIE } from '../../src/modules/auth/session-cookie.js';
import type { Reply, TestApi } from './test-api.js';

export const ADMIN_CREDENTIALS = { username: 'admin', password: DEFAULT_ADMIN_PASSWORD };

/** The `name=value` of the session cookie a reply sets, if any. */
export function sessionCookieFrom(reply: Reply): string | undefined {
  return reply.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
}

/** The shell's origin: the service refuses cookie-carrying writes from other origins (CSRF). */
export const SITE_ORIGIN = 'http://localhost:3000';

/** The headers a browser on the site sends with admin calls: the session cookie and Origin. */
export async function logInAsAdmin(api: TestApi): Promise<{ cookie: string; origin: string }> {
  const reply = await api.call('POST', '/api/auth/login', ADMIN_CREDENTIALS);
  const cookie = sessionCookieFrom(reply);
  if (reply.status !== 200 || !cookie) {
    throw new Error(`admin login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return { cookie, origin: SITE_ORIGIN };
}
