// Who hears of an order's notices (order-outbox.ts): one line per part of the service.
import type { ModuleDeps } from '../api-module.js';
import { mailQueueFor } from '../notifications/notify.js';
import { orderNoticeMails } from '../notifications/order-notice-mails.js';
import { webhookSubscriber } from '../webhooks/webhook-subscriber.js';
import type { OrderNoticeSubscriber } from './order-outbox.js';

export function orderNoticeSubscribers(deps: ModuleDeps): OrderNoticeSubscriber[] {
  return [orderNoticeMails(mailQueueFor(deps.db, deps.config.mail)), webhookSubscriber(deps)];
}
