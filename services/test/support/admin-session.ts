// Logs in as the admin (the local default credentials of the test configuration) and gives
// the headers that carry the session, for API tests of admin-only routes.
import { ObjectId } from 'mongodb';
import { DEFAULT_ADMIN_PASSWORD } from '../../src/modules/auth/auth-config.js';
import { SESSION_COOKIE } from '../../src/modules/auth/session-cookie.js';
import { hashSessionToken, newSessionToken } from '../../src/modules/auth/session-token.js';
import { SessionsRepository } from '../../src/modules/auth/sessions-repository.js';
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

/**
 * The headers of an admin session stored as a login stores it, without the login's slow
 * password hash: for tests of what a session opens, not of logging in (auth.api.test.ts).
 */
export async function openAdminSession(api: TestApi): Promise<{ cookie: string; origin: string }> {
  const { username, credential, sessionTtlMs } = api.config.auth;
  const token = newSessionToken();
  const createdAt = new Date();
  await new SessionsRepository(api.db).insert({
    _id: new ObjectId(),
    tokenHash: hashSessionToken(token),
    username,
    credential,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + sessionTtlMs),
  });
  return { cookie: `${SESSION_COOKIE}=${token}`, origin: SITE_ORIGIN };
}
