import type { Route } from './route';

/** What the operators' tools read: the probes, the metrics and the API's own document. */
export const operationsRoutes = {
  health: { method: 'get', path: '/api/health' },
  live: { method: 'get', path: '/api/health/live' },
  ready: { method: 'get', path: '/api/health/ready' },
  metrics: { method: 'get', path: '/api/metrics' },
  openApi: { method: 'get', path: '/api/openapi.json' },
} as const satisfies Record<string, Route>;
