import type { Route } from './route';

/** The operator's back office: the dashboard, the settings, the audit trail, the outboxes and the
 * payments that reached an address no order watches. */
export const backOfficeRoutes = {
  dashboard: { method: 'get', path: '/api/admin/dashboard', admin: true },
  settings: { method: 'get', path: '/api/admin/settings', admin: true },
  saveSettings: { method: 'put', path: '/api/admin/settings', admin: true },
  auditTrail: { method: 'get', path: '/api/admin/audit', admin: true },
  notifications: { method: 'get', path: '/api/admin/notifications', admin: true },
  retryNotification: { method: 'post', path: '/api/admin/notifications/:id/retry', admin: true },
  webhookDeliveries: { method: 'get', path: '/api/admin/webhooks/deliveries', admin: true },
  redeliverWebhook: {
    method: 'post',
    path: '/api/admin/webhooks/deliveries/:id/redeliver',
    admin: true,
  },
  strayPayments: { method: 'get', path: '/api/admin/stray-payments', admin: true },
  resolveStrayPayment: {
    method: 'post',
    path: '/api/admin/stray-payments/:id/resolve',
    admin: true,
  },
} as const satisfies Record<string, Route>;
