import type { Route } from './route';

/** The power consultations (natural gas power), and the operator's handling of them. */
export const powerConsultationRoutes = {
  create: { method: 'post', path: '/api/power-consultations' },
  list: { method: 'get', path: '/api/power-consultations', admin: true },
  update: { method: 'put', path: '/api/power-consultations/:id', admin: true },
  remove: { method: 'delete', path: '/api/power-consultations/:id', admin: true },
} as const satisfies Record<string, Route>;
