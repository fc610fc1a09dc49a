import type { Route } from './route';

/** The operator's session. */
export const authRoutes = {
  login: { method: 'post', path: '/api/auth/login' },
  logout: { method: 'post', path: '/api/auth/logout' },
  session: { method: 'get', path: '/api/auth/me' },
} as const satisfies Record<string, Route>;
