// Three probes: `/api/health` (the service and its database answer: the launcher and people),
// `/api/health/live` (liveness: the process serves requests, whatever the database does; an
// orchestrator restarts a replica that fails it) and `/api/health/ready` (readiness: database
// reachable and every declared index built; a load balancer sends requests only to a ready
// replica). While shutting down every probe answers 503 `stopping` (http/lifecycle.ts).
import { operationsEndpoints } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { indexesMade, type CollectionDefinition } from '../../db/collections.js';
import { databaseServer } from '../../db/database-server.js';
import { moduleRouter, type ApiModule, type ModuleDeps } from '../api-module.js';

const pingTimeoutMs = 2000;

export const healthModule: ApiModule = {
  name: 'health',
  collections: [],
  createRouter(deps) {
    const api = moduleRouter('/api/health', 'health', deps);
    const database = new DatabaseHealth(() => databaseAnswers(deps.db));
    api.route(
      operationsEndpoints.health,
      {
        summary: 'Whether the service and its database answer',
      },
      async (ctx) => {
        const up = await database.answers();
        ctx.set('Cache-Control', 'no-store');
        ctx.status = up ? 200 : 503;
        ctx.body = up ? { status: 'ok', database: 'up' } : { status: 'degraded', database: 'down' };
      },
    );
    return api;
  },
};

/**
 * The database's answer to a ping, shared: calls at the same moment wait for one ping, and an
 * answer younger than `maxAgeMs` is reused, so that a probe polled often (a load balancer, a
 * launcher, a bench) costs the app, not a database round trip each time.
 */
export class DatabaseHealth {
  private last: { up: boolean; at: number } | null = null;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly ping: () => Promise<boolean>,
    private readonly now: () => number = () => performance.now(),
    private readonly maxAgeMs = 250,
  ) {}

  answers(): Promise<boolean> {
    if (this.last && this.now() - this.last.at < this.maxAgeMs) {
      return Promise.resolve(this.last.up);
    }
    this.inFlight ??= this.ping().then((up) => {
      this.last = { up, at: this.now() };
      this.inFlight = null;
      return up;
    });
    return this.inFlight;
  }
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), pingTimeoutMs);
  });
  const ping = db.command({ ping: 1 }).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness under /api/health. Made by app.ts with the declared collections, whose
 * indexes must all exist before a replica takes traffic.
 */
export function probesRouter(deps: ModuleDeps, collections: CollectionDefinition[]) {
  const api = moduleRouter('/api/health', 'health', deps);
  api.route(
    operationsEndpoints.live,
    {
      summary: 'Liveness: the process answers (the database is not consulted)',
    },
    (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
    },
  );

  let indexesDone = false;
  api.route(
    operationsEndpoints.ready,
    {
      summary: 'Readiness: database reachable and every declared index built',
    },
    async (ctx) => {
      const database = await databaseAnswers(deps.db);
      if (database && !indexesDone) indexesDone = await allIndexesExist(deps.db, collections);
      const ready = database && indexesDone;
      ctx.set('Cache-Control', 'no-store');
      ctx.status = ready ? 200 : 503;
      ctx.body = {
        status: ready ? 'ready' : 'not_ready',
        database: database ? 'up' : 'down',
        indexes: indexesDone ? 'done' : database ? 'missing' : 'unknown',
      };
    },
  );
  return api;
}

/**
 * Whether every declared index the server gets exists (on FerretDB v1 the unique ones:
 * db/collections.ts); once true it stays true for this replica.
 */
async function allIndexesExist(db: Db, collections: CollectionDefinition[]): Promise<boolean> {
  try {
    const onlyUnique = await databaseServer(db).servesOnlyIdFromIndexes();
    for (const { name, indexes: declared } of collections) {
      const indexes = indexesMade(declared, onlyUnique);
      if (indexes.length === 0) continue;
      const existing = await db
        .collection(name)
        .listIndexes()
        .toArray()
        .catch((error: { code?: number }) => {
          // No such collection yet (NamespaceNotFound): none of its indexes exist.
          if (error.code === 26) return [];
          throw error;
        });
      const names = new Set(existing.map((index) => index.name as string));
      if (!indexes.every((index) => names.has(index.name))) return false;
    }
    return true;
  } catch {
    return false;
  }
}
