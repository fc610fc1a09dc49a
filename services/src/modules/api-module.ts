import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { CollectionDefinition } from '../db/collections.js';
import type { AppRouter } from '../http/router.js';

export interface ModuleDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

/** Work a module runs on a timer (e.g. a sweep of expired records); stopped on shutdown. */
export interface BackgroundTask {
  stop(): void;
}

/** A domain module: its routes, and the collections whose indexes must exist before listen. */
export interface ApiModule {
  name: string;
  collections: CollectionDefinition[];
  createRouter(deps: ModuleDeps): AppRouter;
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
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
