// Who hears of an order's notices (order-outbox.ts): one line per part of the service.
import type { ModuleDeps } from '../api-module.js';
import type { OrderNoticeSubscriber } from './order-outbox.js';

export function orderNoticeSubscribers(_deps: ModuleDeps): OrderNoticeSubscriber[] {
  return [];
}
