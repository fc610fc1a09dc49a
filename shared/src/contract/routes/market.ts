import type { Route } from './route';

/** The crypto market page's figures. */
export const marketRoutes = {
  get: { method: 'get', path: '/api/market' },
} as const satisfies Record<string, Route>;
