import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { CollectionDefinition } from '../db/collections.js';
import type { PasswordCheck } from './auth/auth-service.js';
import { apiRouter, type ApiRouter } from '../http/operations.js';
import { rateLimit, replicaRateLimit } from '../http/rate-limit.js';
import { requireAdmin } from './auth/require-admin.js';
import { publicWriteLimits } from './settings/site-settings.js';

export interface ModuleDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The clock, where a module takes one (the market's rates); tests set it. */
  now?: () => Date;
  /** The password check of logins (scrypt, two at once, by default); tests may remember its answers. */
  passwordCheck?: PasswordCheck;
}

/** Work a module runs on a timer (e.g. a sweep of expired records); stopped on shutdown. */
export interface BackgroundTask {
  stop(): void;
  /** Settles once the run made at start has finished (a test awaits it, not the clock). */
  firstRun?: Promise<void>;
}

/**
 * A domain module: its routes (each documented, see http/operations.ts), and the collections
 * whose indexes must exist before listen.
 */
export interface ApiModule {
  name: string;
  collections: CollectionDefinition[];
  /** Made with `moduleRouter`, so that every route is in the OpenAPI document. */
  createRouter(deps: ModuleDeps): ApiRouter;
  /**
   * Run once at start after the indexes exist, before listen (the catalog's seed, the orders'
   * move to `_id: orderId`); must be safe to repeat and to run on several replicas at once.
   */
  seed?(deps: ModuleDeps): Promise<void>;
  /**
   * Started by main.ts after listen, so several replicas may run it at once: the work must be
   * safe to repeat (FerretDB has no TTL indexes, so expiry is a periodic sweep).
   */
  startBackgroundTask?(deps: ModuleDeps): BackgroundTask;
}

/** Runs `sweep` every `intervalMs` (and once at start), logging failures instead of crashing. */
export function every(
  intervalMs: number,
  sweep: () => Promise<unknown>,
  deps: ModuleDeps,
  name: string,
): BackgroundTask {
  const run = () =>
    sweep().catch((error: unknown) =>
      deps.logger.warn({ err: error, task: name }, 'background task failed'),
    );
  const firstRun = run().then(() => undefined);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}

/**
 * The limiters' clocks: the app's when one is set (tests); else the database server's for the
 * limits counted in the database (so that replicas agree on windows) and this process's for
 * those counted in memory.
 */
export function limiterClocks({ now }: Pick<ModuleDeps, 'now'>) {
  return {
    database: now ? async () => now() : undefined,
    memory: now ? () => now().getTime() : undefined,
  };
}

/** The module's router under `prefix`; its operations appear in the document under `tag`. */
export function moduleRouter(
  prefix: string,
  tag: string,
  deps: Pick<ModuleDeps, 'db' | 'config' | 'now'>,
): ApiRouter {
  const clocks = limiterClocks(deps);
  return apiRouter(prefix, {
    tag,
    admin: requireAdmin(deps),
    // Every public write is limited per client and, for all clients together, per route
    // (http/rate-limit.ts), with the effective limits (the environment's, else the settings').
    limit: (route) => {
      const limits = () => publicWriteLimits(deps.db, deps.config);
      return rateLimit(
        deps.db,
        route,
        async () => (await limits()).perClient,
        async () => (await limits()).global,
        clocks.database,
      );
    },
    // The same limits counted in the replica's memory, for a route that caps what a client holds
    // in the database by a rule of its own (the order creation's open-order slots).
    replicaLimit: (route) => {
      const limits = () => publicWriteLimits(deps.db, deps.config);
      return replicaRateLimit(
        route,
        async () => (await limits()).perClient,
        async () => (await limits()).global,
        clocks.memory,
      );
    },
  });
}
