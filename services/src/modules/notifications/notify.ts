// How the rest of the service asks for an e-mail: one call where the event happens. The
// message is stored in the queue (mail-queue.ts) and sent later by the worker; the call never
// throws and never waits for the mail server: a failed insert is logged, the request goes on.
import type { MailLocale, NotificationEvent } from '@minesite/shared/contract';
import type { Db, ObjectId } from 'mongodb';
import type { Logger } from 'pino';
import { createLogger } from '../../logger.js';
import type { MailConfig } from './mail-config.js';
import {
  MailQueue,
  mailsHeldBecause,
  type MailData,
  type MailDocument,
  type NewMail,
} from './mail-queue.js';

export interface Notification {
  event: NotificationEvent;
  /** The operator (address and language resolved when sent), or a buyer. */
  to: 'operator' | { email: string; locale: MailLocale };
  data: MailData;
}

/**
 * The queue a process's requests write to: told once whether a mail server exists (without
 * one, every message is stored held).
 */
export function mailQueueFor(db: Db, config: Pick<MailConfig, 'smtpUrl'>): MailQueue {
  return new MailQueue(db, mailsHeldBecause(config));
}

/**
 * Listeners told of the messages queued `pending` in this process, by id: the worker sends them
 * at once (or, with no mail server, holds one the admin put back in line).
 */
const queuedListeners = new Set<(ids: readonly ObjectId[]) => void>();

export function onMailQueued(listener: (ids: readonly ObjectId[]) => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

function announce(ids: readonly ObjectId[]): void {
  for (const listener of queuedListeners) listener(ids);
}

/**
 * A failed or held message back in line, due now (this replica's worker takes it at once); null
 * when there is no such message.
 */
export async function retryNotification(
  queue: MailQueue,
  id: ObjectId,
  now = new Date(),
): Promise<MailDocument | null> {
  const retried = await queue.retry(id, now);
  if (retried) announce([id]);
  return retried;
}

function toMail({ event, to, data }: Notification): NewMail {
  return to === 'operator'
    ? { event, audience: 'operator', recipient: '', locale: null, data }
    : { event, audience: 'buyer', recipient: to.email, locale: to.locale, data };
}

/**
 * Queues messages under the caller's keys in one command, each at most once: a repeat (the same
 * key again, from a retried delivery) is skipped. Unlike enqueueNotification it throws when the
 * insert fails, for callers that retry (the order outbox's relay). How many were new.
 */
export async function enqueueAllOnce(
  queue: MailQueue,
  notifications: readonly { notification: Notification; key: ObjectId }[],
  now = new Date(),
): Promise<number> {
  const mails = notifications.map(({ notification, key }) => ({ mail: toMail(notification), key }));
  const queued = await queue.insertOnce(mails, now);
  if (queued > 0 && !queue.heldBecause) announce(mails.map(({ key }) => key));
  return queued;
}

export async function enqueueNotification(
  queue: MailQueue,
  notification: Notification,
  logger?: Pick<Logger, 'warn'>,
): Promise<void> {
  const { event } = notification;
  try {
    const queued = await queue.insert(toMail(notification), new Date());
    if (!queue.heldBecause) announce([queued._id]);
  } catch (error) {
    (logger ?? createLogger('warn')).warn({ err: error, event }, 'notification not queued');
  }
}
