// The notifications module: the mail queue's collections, the sender worker (a background task
// on every replica) and the admin's view of the queue.
import { backOfficeEndpoints } from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { MailQueue, mailAttemptsCollection, mailQueueCollection } from './mail-queue.js';
import { startMailWorker } from './mail-worker.js';
import { retryNotification } from './notify.js';
import { toNotificationReply } from './reply.js';

const DEFAULT_PAGE_SIZE = 20;

export const notificationsModule: ApiModule = {
  name: 'notifications',
  collections: [mailQueueCollection, mailAttemptsCollection],
  createRouter(deps) {
    const queue = new MailQueue(deps.db);
    const api = moduleRouter('/api/admin/notifications', 'notifications', deps);

    api.route(
      backOfficeEndpoints.notifications,
      {
        summary: 'The e-mail notifications queue, newest first, a page at a time',
        description:
          '`status` keeps one status: `pending` (waiting for its next attempt), `sending`, ' +
          '`sent`, `failed` (gave up after MAIL_MAX_ATTEMPTS) or `held` (no SMTP_URL, or no ' +
          'operator address). `lastError` never holds the SMTP password.',
      },
      async (ctx) => {
        const { status, page = 1, pageSize = DEFAULT_PAGE_SIZE } = ctx.state.input.query;
        const found = await queue.list(status, page, pageSize);
        ctx.body = { ...found, items: found.items.map(toNotificationReply) };
      },
    );

    api.route(
      backOfficeEndpoints.retryNotification,
      {
        summary: 'Put a failed or held message back in line, due now',
        description:
          'Its attempts start again from zero; the sender of the replica that answers takes it at once.',
      },
      async (ctx) => {
        const id = new ObjectId(ctx.state.input.params.id);
        const retried = await retryNotification(queue, id);
        if (retried) {
          ctx.body = toNotificationReply(retried);
          return;
        }
        const message = await queue.findById(id);
        if (!message) {
          throw new NotFoundError(`Notification ${id.toHexString()} not found`, {
            code: 'notification_not_found',
          });
        }
        throw new ConflictError(
          `Notification ${id.toHexString()} is ${message.status}: only a failed or held one is retried`,
          { code: 'notification_not_retryable' },
        );
      },
    );
    return api;
  },
  startBackgroundTask: ({ db, config, logger }) =>
    startMailWorker({ db, config: config.mail, logger }),
};
