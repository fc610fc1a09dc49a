import { authEndpoints } from '@minesite/shared/contract';
import type { Middleware } from 'koa';
import {
  every,
  limiterClocks,
  moduleRouter,
  type ApiModule,
  type ModuleDeps,
} from '../api-module.js';
import { clientKey } from '../../http/client-key.js';
import { RateLimiter, rateLimitsCollection } from '../../http/rate-limiter.js';
import { AuthService } from './auth-service.js';
import { authSecretsCollection, DeviceCookies } from './device-cookie.js';
import { toSessionReply } from './reply.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';
import { SessionsRepository, sessionsCollection } from './sessions-repository.js';

/** How often expired sessions and closed rate-limit windows (of every route) are deleted. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

function authService(deps: ModuleDeps) {
  const { db, config } = deps;
  const limiter = new RateLimiter(db, limiterClocks(deps).database);
  return new AuthService(
    new SessionsRepository(db),
    limiter,
    config.auth,
    deps.now,
    deps.passwordCheck,
  );
}

// Session answers must never be stored by a browser or a proxy.
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

export const authModule: ApiModule = {
  name: 'auth',
  // The rate-limit counters of every route live here too (http/rate-limit.ts); the sweep below
  // deletes their closed windows.
  collections: [sessionsCollection, rateLimitsCollection, authSecretsCollection],
  createRouter(deps) {
    const { config, logger } = deps;
    const auth = authService(deps);
    const devices = new DeviceCookies(deps.db);
    const api = moduleRouter('/api/auth', 'auth', deps);

    api.route(
      authEndpoints.login,
      {
        before: [noStore],
        // Its own limits, counted before the password is checked (auth-service.ts).
        rateLimit: false,
        summary:
          'Log in as the admin: sets the httpOnly session cookie and the device cookie that ' +
          'exempts this browser from the per-username limit',
      },
      async (ctx) => {
        const input = ctx.state.input.body;
        const device = await devices.recognize(ctx, input.username);
        const { token, session } = await auth.login(
          input,
          clientKey(ctx),
          readSessionToken(ctx),
          device,
        );
        setSessionCookie(ctx, token, session.expiresAt, config.cookieSecure);
        await devices.issue(ctx, session.username, device, config.cookieSecure);
        logger.info({ username: session.username }, 'admin logged in');
        ctx.body = toSessionReply(session);
      },
    );

    api.route(
      authEndpoints.logout,
      {
        before: [noStore],
        summary: 'End the session (also without one) and clear the cookie',
      },
      async (ctx) => {
        await auth.logout(readSessionToken(ctx));
        clearSessionCookie(ctx, config.cookieSecure);
        ctx.status = 204;
      },
    );

    api.route(
      authEndpoints.session,
      {
        before: [noStore],
        summary: 'The live session',
      },
      async (ctx) => {
        ctx.body = toSessionReply(await auth.currentSession(readSessionToken(ctx)));
      },
    );

    return api;
  },
  startBackgroundTask(deps) {
    const auth = authService(deps);
    return every(SWEEP_INTERVAL_MS, () => auth.sweepExpired(), deps, 'auth-sweep');
  },
};
