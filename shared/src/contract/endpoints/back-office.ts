import { auditPageSchema, auditQuerySchema } from '../audit';
import { dashboardSchema } from '../dashboard';
import {
  notificationIdParams,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
} from '../notifications';
import { backOfficeRoutes } from '../routes/back-office';
import { settingsPageSchema, siteSettingsBody } from '../settings';
import {
  resolveStrayPaymentBody,
  strayPaymentIdParams,
  strayPaymentListQuerySchema,
  strayPaymentPageSchema,
  strayPaymentSchema,
} from '../stray-payments';
import {
  webhookDeliveryIdParams,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
} from '../webhooks';
import { endpointsOf } from './endpoint';

const settingsInEffect = {
  200: { description: 'The settings in effect', schema: settingsPageSchema },
};

export const backOfficeEndpoints = endpointsOf(backOfficeRoutes, {
  dashboard: { replies: { 200: { description: 'The counts', schema: dashboardSchema } } },
  settings: { replies: settingsInEffect },
  saveSettings: {
    body: siteSettingsBody,
    replies: settingsInEffect,
    errors: {
      422:
        'a webhook URL with no signing secret given or stored (webhook_secret_required), or a ' +
        'USDT rail turned on without its account key in the environment (rail_key_missing)',
    },
  },
  auditTrail: {
    query: auditQuerySchema,
    replies: { 200: { description: 'A page of entries', schema: auditPageSchema } },
  },
  notifications: {
    query: notificationListQuerySchema,
    replies: { 200: { description: 'A page of messages', schema: notificationPageSchema } },
  },
  retryNotification: {
    params: notificationIdParams,
    replies: { 200: { description: 'The message, pending', schema: notificationSchema } },
    errors: {
      404: 'no such message (notification_not_found)',
      409: 'the message is not failed or held (notification_not_retryable)',
    },
  },
  webhookDeliveries: {
    query: webhookDeliveryListQuerySchema,
    replies: { 200: { description: 'A page of deliveries', schema: webhookDeliveryPageSchema } },
  },
  redeliverWebhook: {
    params: webhookDeliveryIdParams,
    replies: { 200: { description: 'The delivery, pending', schema: webhookDeliverySchema } },
    errors: {
      404: 'no such delivery (webhook_delivery_not_found)',
      409: 'a try of it is under way (webhook_delivery_sending)',
    },
  },
  strayPayments: {
    query: strayPaymentListQuerySchema,
    replies: { 200: { description: 'A page of payments', schema: strayPaymentPageSchema } },
  },
  resolveStrayPayment: {
    params: strayPaymentIdParams,
    body: resolveStrayPaymentBody,
    replies: { 200: { description: 'The payment, resolved', schema: strayPaymentSchema } },
    errors: {
      404: 'no such payment (stray_payment_not_found)',
      409: 'the payment is already resolved (stray_payment_resolved)',
      422:
        'a refund txid not of the payment chain’s shape (payment_tx_malformed), or credited to ' +
        'an order that does not exist (credited_order_not_found)',
    },
  },
});
