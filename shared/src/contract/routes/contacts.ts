import type { Route } from './route';

/** The contact form's messages, and the operator's handling of them. */
export const contactRoutes = {
  list: { method: 'get', path: '/api/contacts', admin: true },
  create: { method: 'post', path: '/api/contacts' },
  update: { method: 'put', path: '/api/contacts/:id', admin: true },
  setStatus: { method: 'put', path: '/api/contacts/:id/status', admin: true },
  remove: { method: 'delete', path: '/api/contacts/:id', admin: true },
} as const satisfies Record<string, Route>;
