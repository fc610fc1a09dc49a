import type { WebhookDelivery } from '@minesite/shared/contract';
import type { WebhookDeliveryDocument } from './webhook-deliveries.js';
import { WEBHOOK_MAX_ATTEMPTS } from './webhook-worker.js';

/** A delivery as the admin's log shows it (its body stays in the database). */
export function toWebhookDeliveryReply(delivery: WebhookDeliveryDocument): WebhookDelivery {
  return {
    id: delivery._id,
    type: delivery.type,
    orderId: delivery.orderId,
    status: delivery.status,
    attempts: delivery.attempts,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    updatedAt: delivery.updatedAt.toISOString(),
  };
}
