import type { Route } from './route';

/** The operator's back office: the dashboard, the settings, the audit trail and the outboxes. */
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
} as const satisfies Record<string, Route>;
