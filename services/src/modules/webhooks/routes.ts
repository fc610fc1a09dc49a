// The webhooks module: the deliveries' collections, the sender (a background task on every
// replica) and the admin's delivery log with its redeliver.
import { backOfficeEndpoints } from '@minesite/shared/contract';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { toWebhookDeliveryReply } from './reply.js';
import {
  WebhookDeliveries,
  webhookAttemptsCollection,
  webhookDeliveriesCollection,
} from './webhook-deliveries.js';
import { deliveryRecorded, startWebhookWorker, WEBHOOK_MAX_ATTEMPTS } from './webhook-worker.js';

const DEFAULT_PAGE_SIZE = 20;

export const webhooksModule: ApiModule = {
  name: 'webhooks',
  collections: [webhookDeliveriesCollection, webhookAttemptsCollection],
  createRouter(deps) {
    const deliveries = new WebhookDeliveries(deps.db);
    const api = moduleRouter('/api/admin/webhooks', 'webhooks', deps);

    api.route(
      backOfficeEndpoints.webhookDeliveries,
      {
        summary: 'The webhook deliveries, newest first, a page at a time',
        description:
          'One delivery per order notice, made while a webhook URL and secret are configured ' +
          '(`WEBHOOK_URL`/`WEBHOOK_SECRET` or the settings page). `status` keeps one status: ' +
          '`pending` (waiting for its next try, at `nextAttemptAt`), `sending`, `delivered` (a ' +
          `2xx came back) or \`failed\` (no 2xx in ${WEBHOOK_MAX_ATTEMPTS} tries). ` +
          '`lastStatusCode` and `lastError` tell how the last try ended.',
      },
      async (ctx) => {
        const { status, page = 1, pageSize = DEFAULT_PAGE_SIZE } = ctx.state.input.query;
        const found = await deliveries.list(status, page, pageSize);
        ctx.body = { ...found, items: found.items.map(toWebhookDeliveryReply) };
      },
    );

    api.route(
      backOfficeEndpoints.redeliverWebhook,
      {
        summary: 'Send a delivery again: back in line, due now, for a new round of tries',
        description:
          'Any delivery but one being tried right now. The body and its `id` are the same as ' +
          'before (a receiver that handled it ignores the repeat); it is signed with the ' +
          'secret now in effect.',
      },
      async (ctx) => {
        const { id } = ctx.state.input.params;
        const redelivered = await deliveries.redeliver(id, new Date());
        if (redelivered) {
          deliveryRecorded();
          ctx.body = toWebhookDeliveryReply(redelivered);
          return;
        }
        if (!(await deliveries.findById(id))) {
          throw new NotFoundError(`Webhook delivery ${id} not found`, {
            code: 'webhook_delivery_not_found',
          });
        }
        throw new ConflictError(
          `Webhook delivery ${id} is being sent: redeliver it once this try has ended`,
          { code: 'webhook_delivery_sending' },
        );
      },
    );
    return api;
  },
  startBackgroundTask: ({ db, config, logger }) => startWebhookWorker({ db, config, logger }),
};
