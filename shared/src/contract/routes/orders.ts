import type { Route } from './route';

/** The orders, and the quotes the checkouts show before ordering. */
export const orderRoutes = {
  quote: { method: 'post', path: '/api/quotes' },
  list: { method: 'get', path: '/api/orders', admin: true },
  create: { method: 'post', path: '/api/orders' },
  get: { method: 'get', path: '/api/orders/:orderId' },
  update: { method: 'put', path: '/api/orders/:orderId', admin: true },
  /** The buyer's call; the operator's too. */
  remove: { method: 'delete', path: '/api/orders/:orderId' },
  submitPayment: { method: 'post', path: '/api/orders/:orderId/payment' },
  confirmPayment: { method: 'post', path: '/api/orders/:orderId/confirm-payment', admin: true },
  markInvalid: { method: 'post', path: '/api/orders/:orderId/invalid', admin: true },
  offerRefund: { method: 'post', path: '/api/orders/:orderId/refund', admin: true },
  recordRefund: { method: 'post', path: '/api/orders/:orderId/refund-sent', admin: true },
  requestRefund: { method: 'post', path: '/api/orders/:orderId/refund-address' },
  /** The buyer's call: pay an unpaid order on another rail. */
  changeRail: { method: 'post', path: '/api/orders/:orderId/rail' },
  paymentRails: { method: 'get', path: '/api/payment-rails' },
} as const satisfies Record<string, Route>;
