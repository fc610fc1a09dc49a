import type { Middleware } from 'koa';
import { createRouter } from '../../http/router.js';
import { validate } from '../../http/validate.js';
import { every, type ApiModule, type ModuleDeps } from '../api-module.js';
import { AuthService } from './auth-service.js';
import { LoginAttemptsRepository, loginAttemptsCollection } from './login-attempts-repository.js';
import { loginBody, toSessionReply } from './schemas.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';
import { SessionsRepository, sessionsCollection } from './sessions-repository.js';

/** How often expired sessions and closed attempt windows are deleted. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

function authService({ db, config }: ModuleDeps) {
  return new AuthService(new SessionsRepository(db), new LoginAttemptsRepository(db), config.auth);
}

// Session answers must never be stored by a browser or a proxy.
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

export const authModule: ApiModule = {
  name: 'auth',
  collections: [sessionsCollection, loginAttemptsCollection],
  createRouter(deps) {
    const { config, logger } = deps;
    const auth = authService(deps);
    if (config.auth.usesDefaultPassword) {
      logger.warn('ADMIN_PASSWORD is not set: the admin password is the local default (README)');
    }
    const router = createRouter('/api/auth');

    router.post('/login', noStore, validate({ body: loginBody }), async (ctx) => {
      const { token, session } = await auth.login(
        ctx.state.input.body,
        ctx.ip,
        readSessionToken(ctx),
      );
      setSessionCookie(ctx, token, session.expiresAt);
      logger.info({ username: session.username }, 'admin logged in');
      ctx.body = toSessionReply(session);
    });

    router.post('/logout', noStore, async (ctx) => {
      await auth.logout(readSessionToken(ctx));
      clearSessionCookie(ctx);
      ctx.status = 204;
    });

    router.get('/me', noStore, async (ctx) => {
      ctx.body = toSessionReply(await auth.currentSession(readSessionToken(ctx)));
    });

    return router;
  },
  startBackgroundTask(deps) {
    const auth = authService(deps);
    return every(SWEEP_INTERVAL_MS, () => auth.sweepExpired(), deps, 'auth-sweep');
  },
};
