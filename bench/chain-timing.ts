/**
 * Where a call's time goes inside the service: the app built from its source in this process
 * (services/src/app.ts, the same middleware as a replica, logging at info to /dev/null), each
 * middleware of the app and of the matched route wrapped to time its own part (its time less
 * the time of what it calls next), then each call made in turn. What a client sees beyond the
 * sum is HTTP itself (node's parser, the socket, the client).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Db, MongoClient } from 'mongodb';
import pino from 'pino';

/**
 * The service's own modules, loaded by path: the service is type-checked by its own project
 * (its module settings differ from the tooling's), so only what is used here is typed here.
 */
interface ServiceModules {
  loadConfig(env: Record<string, string | undefined>): {
    mongodb: { uri: string; dbName: string; operationTimeoutMs: number };
  };
  connectMongo(uri: string, limits: { operationTimeoutMs: number }): Promise<MongoClient>;
  createLogger(level: string, destination: pino.DestinationStream): unknown;
  createApp(deps: { db: Db; config: unknown; logger: unknown }): Koa;
}

async function serviceModules(): Promise<ServiceModules> {
  const from = (file: string) => import(new URL(`../services/src/${file}`, import.meta.url).href);
  const [app, config, client, logger] = await Promise.all(
    ['app.ts', 'config.ts', 'db/client.ts', 'logger.ts'].map(from),
  );
  return { ...app, ...config, ...client, ...logger } as ServiceModules;
}

export interface ChainTiming {
  call: string;
  /** As the client saw it, per call (ms). */
  clientMs: number;
  /** Per stage, its own time per call (ms), largest first. */
  stages: [string, number][];
}

type Timed = Middleware & { timed?: true };

/** Wraps `fn` to add its own time (without its `next`) to `spent[name]`. */
function timed(name: string, fn: Middleware, spent: Map<string, number>): Middleware {
  if ((fn as Timed).timed) return fn;
  const wrapped: Timed = async (ctx, next) => {
    let inner = 0;
    const started = performance.now();
    try {
      await fn(ctx, async () => {
        const t = performance.now();
        try {
          await next();
        } finally {
          inner += performance.now() - t;
        }
      });
    } finally {
      spent.set(name, (spent.get(name) ?? 0) + performance.now() - started - inner);
    }
  };
  wrapped.timed = true;
  return wrapped;
}

/** The stage a middleware is, by its function's name (Koa's and ours are named). */
const STAGE_NAMES: Record<string, string> = {
  withRequestId: 'request id',
  middleware: 'metrics',
  logRequest: 'logging (pino-http)',
  compressMiddleware: 'compression',
  limitRate: 'write limit (database)',
  limitRateInMemory: 'write limit (memory)',
  limitLookups: 'lookup limit (memory)',
  answerConditionally: 'ETag and encoded copy',
};

function stageName(fn: Middleware, where: string): string {
  const name = fn.name || 'anonymous';
  if (STAGE_NAMES[name]) return STAGE_NAMES[name];
  if (/validat/i.test(name)) return 'validation';
  return `${where}: ${name}`;
}

/** The names of the stages that run inside a route (their time is not the router's). */
const routeStages = new Set<string>();

function instrument(app: Koa, spent: Map<string, number>) {
  app.middleware = app.middleware.map((fn) => {
    const router = (fn as { router?: { stack: { stack: Middleware[]; path: string }[] } }).router;
    for (const layer of router?.stack ?? []) {
      layer.stack = layer.stack.map((inner, i) => {
        const name = i === layer.stack.length - 1 ? 'handler' : stageName(inner, 'route');
        routeStages.add(name);
        return timed(name, inner, spent);
      });
    }
    return timed(router ? 'routing' : stageName(fn, 'app'), fn, spent);
  });
}

export async function measureChain(opts: {
  mongoUri: string;
  env: Record<string, string>;
  calls: { call: string; path: string; init?: () => RequestInit }[];
  each?: number;
}): Promise<ChainTiming[]> {
  const { loadConfig, connectMongo, createLogger, createApp } = await serviceModules();
  const config = loadConfig({
    ...process.env,
    // Required behind a trusted proxy; the bench never reads the metrics.
    METRICS_TOKEN: randomUUID(),
    ...opts.env,
    MONGODB_URI: opts.mongoUri,
  });
  const logger = createLogger('info', pino.destination('/dev/null'));
  const client = await connectMongo(config.mongodb.uri, config.mongodb);
  const db = client.db(config.mongodb.dbName);
  const app = createApp({ db, config, logger });
  const spent = new Map<string, number>();
  instrument(app, spent);
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const each = opts.each ?? 200;
  const timings: ChainTiming[] = [];
  try {
    for (const { call, path, init } of opts.calls) {
      // Warm: copies loaded, code compiled.
      for (let i = 0; i < 20; i++) await (await fetch(`${base}${path}`, init?.())).arrayBuffer();
      spent.clear();
      const started = performance.now();
      for (let i = 0; i < each; i++) await (await fetch(`${base}${path}`, init?.())).arrayBuffer();
      const clientMs = (performance.now() - started) / each;
      // The route's own middleware runs inside the router's dispatch, not through its `next`.
      const inRoute = [...spent]
        .filter(([name]) => routeStages.has(name))
        .reduce((sum, [, ms]) => sum + ms, 0);
      spent.set('routing', (spent.get('routing') ?? 0) - inRoute);
      const stages = [...spent]
        .map(([name, ms]): [string, number] => [name, ms / each])
        .sort((a, b) => b[1] - a[1]);
      timings.push({ call, clientMs, stages });
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await client.close();
  }
  return timings;
}

export function printChain(timings: ChainTiming[], proxy?: { direct: number; proxied: number }) {
  console.log(
    'Where the time of a call goes (the app in the bench process, one client, calls in turn; ' +
      'each stage its own time, without what it calls)',
  );
  for (const t of timings) {
    const inApp = t.stages.reduce((sum, [, v]) => sum + v, 0);
    const shown = t.stages
      .filter(([, v]) => v >= 0.005)
      .map(([name, v]) => `${name} ${v.toFixed(3)}`)
      .join(', ');
    console.log(
      `  ${t.call}: ${t.clientMs.toFixed(2)} ms a call; in the app ${inApp.toFixed(2)} ms ` +
        `(${shown}); HTTP and the client ${(t.clientMs - inApp).toFixed(2)} ms`,
    );
  }
  if (proxy) {
    console.log(
      `  The TLS proxy (launcher, HTTPS and HTTP/2 to HTTP/1.1): GET /api/health ` +
        `${proxy.proxied.toFixed(2)} ms a call through it, ${proxy.direct.toFixed(2)} ms to ` +
        `the service itself: ${(proxy.proxied - proxy.direct).toFixed(2)} ms for the proxy`,
    );
  }
  console.log('');
}
