// The webhooks' part of the order outbox (orders/order-outbox.ts): each notice becomes one
// delivery, keyed by the notice entry's id, so a notice relayed again is not recorded twice.
// Nothing is recorded while no webhook URL and secret are configured.
import type { ModuleDeps } from '../api-module.js';
import type { OrderNoticeSubscriber } from '../orders/order-outbox.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { webhookEvent } from './webhook-request.js';
import { webhookTarget } from './webhook-settings.js';
import { deliveryRecorded } from './webhook-worker.js';

export function webhookSubscriber(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  now: () => Date = () => new Date(),
): OrderNoticeSubscriber {
  const deliveries = new WebhookDeliveries(deps.db);
  return {
    name: 'webhooks',
    async deliver(batch) {
      if (!(await webhookTarget(deps.db, deps.config))) return;
      const recorded = await deliveries.insertOnce(
        batch.map(({ entry, order }) => ({
          _id: entry.id,
          type: entry.notice,
          orderId: order.orderId,
          body: JSON.stringify(webhookEvent(entry, order)),
        })),
        now(),
      );
      if (recorded > 0) deliveryRecorded();
    },
  };
}
