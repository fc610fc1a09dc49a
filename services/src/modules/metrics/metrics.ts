// The service's Prometheus metrics, one registry per app: requests and their latency per route,
// the database connection pool, order creations and login failures, and Node's own process
// metrics (CPU, memory, event loop lag, garbage collection).
import type { Middleware } from 'koa';
import type { MongoClient } from 'mongodb';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolState, type PoolState } from '../../db/pool-monitor.js';

export interface AppMetrics {
  registry: Registry;
  /** Outermost middleware: observes every request once its reply is decided. */
  middleware: Middleware;
}

/** The label of requests no route matched: their paths are not labels (unbounded). */
export const UNMATCHED_ROUTE = '(unmatched)';

export function createMetrics(client: MongoClient | undefined): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its reply, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersCreated = new Counter({
    name: 'minesite_orders_created_total',
    help: 'Orders created (POST /api/orders answered 201).',
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'minesite_login_failures_total',
    help: 'Refused admin logins: wrong_credentials (401) or rate_limited (429).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  poolMetrics(registry, () => (client ? poolState(client) : undefined));

  const middleware: Middleware = async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const route = routeOf(ctx as { _matchedRoute?: unknown });
      const labels = { method: ctx.method, route, status: String(ctx.status) };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (ctx.method === 'POST' && route === '/api/orders' && ctx.status === 201) {
        ordersCreated.inc();
      }
      if (ctx.method === 'POST' && route === '/api/auth/login') {
        if (ctx.status === 401) loginFailures.inc({ reason: 'wrong_credentials' });
        if (ctx.status === 429) loginFailures.inc({ reason: 'rate_limited' });
      }
    }
  };
  return { registry, middleware };
}

/** The matched route's pattern (`/api/orders/:id`), set by @koa/router. */
function routeOf(ctx: { _matchedRoute?: unknown }): string {
  const pattern = ctx._matchedRoute;
  if (typeof pattern !== 'string') return UNMATCHED_ROUTE;
  return pattern.length > 1 ? pattern.replace(/\/$/, '') : pattern;
}

function poolMetrics(registry: Registry, state: () => PoolState | undefined) {
  const gauge = (name: string, help: string, read: (s: PoolState) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(state() ?? emptyPool));
      },
    });
  gauge('mongodb_pool_connections_open', 'Database connections open.', (s) => s.open);
  gauge('mongodb_pool_connections_in_use', 'Database connections checked out.', (s) => s.inUse);
  gauge('mongodb_pool_wait_queue', 'Operations waiting for a connection.', (s) => s.waiting);
  gauge(
    'mongodb_pool_checkout_failures',
    'Connection check-outs that failed since start.',
    (s) => s.checkoutFailures,
  );
  gauge('mongodb_pool_cleared', 'Times a pool was cleared since start.', (s) => s.cleared);
}

const emptyPool: PoolState = { open: 0, inUse: 0, waiting: 0, checkoutFailures: 0, cleared: 0 };
