import type { Route } from './route';

/** Real visitors' Core Web Vitals, which the shell sends with navigator.sendBeacon. */
export const vitalsRoutes = {
  report: { method: 'post', path: '/api/vitals' },
} as const satisfies Record<string, Route>;
