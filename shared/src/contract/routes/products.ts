import type { Route } from './route';

/** The catalog: every product of the shop and the cloud pages, by category. */
export const productRoutes = {
  list: { method: 'get', path: '/api/products' },
  get: { method: 'get', path: '/api/products/:id' },
  create: { method: 'post', path: '/api/products', admin: true },
  update: { method: 'put', path: '/api/products/:id', admin: true },
  remove: { method: 'delete', path: '/api/products/:id', admin: true },
} as const satisfies Record<string, Route>;
