import type { Notification } from '@minesite/shared/contract';
import type { MailDocument } from './mail-queue.js';

/** A queued message as the admin list shows it (its texts' values stay in the database). */
export function toNotificationReply(message: MailDocument): Notification {
  return {
    id: message._id.toHexString(),
    event: message.event,
    audience: message.audience,
    recipient: message.recipient,
    locale: message.locale ?? 'zh',
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    nextAttemptAt: message.nextAttemptAt?.toISOString() ?? '',
    sentAt: message.sentAt?.toISOString() ?? '',
  };
}
