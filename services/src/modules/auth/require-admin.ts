/**
 * `requireAdmin(deps)`: the Koa middleware that admits only requests carrying a live admin
 * session (the cookie set by POST /api/auth/login). Without one it answers
 * 401 `{ error, message, code: 'unauthorized' }` and the route's handler does not run.
 *
 *   import { requireAdmin } from '../auth/require-admin.js';
 *   createRouter(deps) {
 *     const admin = requireAdmin(deps);
 *     router.get('/', admin, handler);
 *     router.put('/:id', admin, validate({ ... }), handler);
 *   }
 *
 * Put it before `validate`, so that a visitor without a session learns nothing about the
 * route's body rules. The handler finds the admin in `ctx.state.admin` ({ username }).
 */
import type { Context, Middleware } from 'koa';
import type { Db } from 'mongodb';
import type { Config } from '../../config.js';
import { UnauthorizedError } from '../../http/errors.js';
import { readSessionToken } from './session-cookie.js';
import { hashSessionToken } from './session-token.js';
import { SessionsRepository } from './sessions-repository.js';

export interface AdminState {
  admin: { username: string };
}

/** The admin whose live session the request carries, or null. */
function adminLookup(deps: { db: Db; config: Pick<Config, 'auth'> }, now: () => Date) {
  const sessions = new SessionsRepository(deps.db);
  const { credential } = deps.config.auth;
  return async (ctx: Context): Promise<AdminState['admin'] | null> => {
    const token = readSessionToken(ctx);
    const session = token
      ? await sessions.findLive(hashSessionToken(token), credential, now())
      : null;
    return session ? { username: session.username } : null;
  };
}

/**
 * Sets `ctx.state.admin` when the request carries a live admin session, and lets every request
 * through: for a public route that trusts the admin with more (the contact form's status).
 */
export function recognizeAdmin(deps: {
  db: Db;
  config: Pick<Config, 'auth'>;
  now?: () => Date;
}): Middleware {
  const findAdmin = adminLookup(deps, deps.now ?? (() => new Date()));
  return async function recognize(ctx, next) {
    const admin = await findAdmin(ctx);
    if (admin) (ctx.state as AdminState).admin = admin;
    await next();
  };
}

export function requireAdmin(deps: {
  db: Db;
  config: Pick<Config, 'auth'>;
  now?: () => Date;
}): Middleware {
  const findAdmin = adminLookup(deps, deps.now ?? (() => new Date()));
  return async function admitAdmin(ctx, next) {
    const admin = await findAdmin(ctx);
    if (!admin) {
      throw new UnauthorizedError('Admin login required: log in again to continue', {
        code: 'unauthorized',
      });
    }
    (ctx.state as AdminState).admin = admin;
    await next();
  };
}
