// The webhook sender: on every replica, every few seconds (and at once when this process
// records a delivery), claims one due delivery at a time (db/claimed-queue.ts: never two
// senders for one try), POSTs it signed with the secret in effect and writes the outcome. A 2xx
// is delivered; anything else is tried again after a wait that grows fourfold each time, until
// the last try of the round, after which the delivery is `failed` (the admin may redeliver it).
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { ClaimedQueueSender, type TryResult } from '../../db/claimed-queue.js';
import type { BackgroundTask } from '../api-module.js';
import { WebhookDeliveries, type WebhookDeliveryDocument } from './webhook-deliveries.js';
import {
  fetchSender,
  webhookHeaders,
  type WebhookResponse,
  type WebhookSender,
} from './webhook-request.js';
import { webhookTarget } from './webhook-settings.js';

/** Tries per round, the first included. */
export const WEBHOOK_MAX_ATTEMPTS = 7;
/** The wait after the first failed try; each next wait is `WEBHOOK_BACKOFF_FACTOR` times longer. */
export const WEBHOOK_RETRY_BASE_MS = 10_000;
export const WEBHOOK_BACKOFF_FACTOR = 4;
/** The limit on one try, connection and reply together. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a claimed delivery is its sender's: well past the time limit above. */
const SEND_LEASE_MS = 60_000;
/** How often each replica looks for due deliveries. */
export const WEBHOOK_POLL_MS = 5_000;
/** Delivered deliveries are kept this long for the admin's log, then deleted. */
export const DELIVERED_RETENTION_DAYS = 90;

/** The wait after failed try number `attempt` (1-based). */
export function retryDelayMs(attempt: number): number {
  return WEBHOOK_RETRY_BASE_MS * WEBHOOK_BACKOFF_FACTOR ** (attempt - 1);
}

/** Listeners told of each delivery recorded in this process (the sender runs at once). */
const recordedListeners = new Set<() => void>();

export function onDeliveryRecorded(listener: () => void): () => void {
  recordedListeners.add(listener);
  return () => recordedListeners.delete(listener);
}

export function deliveryRecorded(): void {
  for (const listener of recordedListeners) listener();
}

export interface WebhookWorkerDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** Default: fetch. */
  send?: WebhookSender;
  /** The clock (tests drive it). */
  now?: () => Date;
}

export class WebhookWorker {
  private readonly send: WebhookSender;
  private readonly sender: ClaimedQueueSender<WebhookDeliveryDocument>;

  constructor(private readonly deps: WebhookWorkerDeps) {
    this.send = deps.send ?? fetchSender;
    const now = deps.now ?? (() => new Date());
    const deliveries = new WebhookDeliveries(deps.db);
    this.sender = new ClaimedQueueSender({
      queue: deliveries,
      logger: deps.logger,
      now,
      task: 'webhook-worker',
      leaseMs: SEND_LEASE_MS,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      retryDelayMs,
      attempt: (delivery) => this.attempt(delivery, now),
      sweep: async (at) => {
        await deliveries.sweepDelivered(
          new Date(at.getTime() - DELIVERED_RETENTION_DAYS * 24 * 60 * 60_000),
        );
      },
      describe: (delivery) => ({ id: delivery._id, type: delivery.type }),
      messages: {
        retry: 'webhook not delivered, will retry',
        gaveUp: 'webhook failed after its last try',
      },
    });
  }

  /** Tries the deliveries due now, one at a time; how many tries it made. */
  run(): Promise<number> {
    return this.sender.run();
  }

  /** Polls every `intervalMs` and at once when this process records a delivery. */
  start(intervalMs = WEBHOOK_POLL_MS): BackgroundTask {
    return this.sender.start(intervalMs, onDeliveryRecorded);
  }

  private async attempt(
    delivery: WebhookDeliveryDocument,
    now: () => Date,
  ): Promise<TryResult<WebhookDeliveryDocument>> {
    const target = await webhookTarget(this.deps.db, this.deps.config);
    // Every try's outcome writes its status code: none when nothing answered.
    const unanswered = { lastStatusCode: null };
    if (!target) return { error: 'no webhook URL and secret are configured', fields: unanswered };
    let reply: WebhookResponse;
    try {
      reply = await this.send({
        url: target.url,
        headers: webhookHeaders(delivery._id, delivery.body, target.secret),
        body: delivery.body,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
      });
    } catch (error) {
      return { error: describeSendFailure(error), fields: unanswered };
    }
    const lastStatusCode = reply.status;
    if (reply.status >= 200 && reply.status < 300) {
      return { done: { status: 'delivered', lastStatusCode, deliveredAt: now(), lastError: '' } };
    }
    const error = oneLine(`HTTP ${reply.status}${reply.text ? `: ${reply.text}` : ''}`);
    return { error, fields: { lastStatusCode } };
  }
}

/** A failed request as the admin's log shows it: the cause's code and message, one short line. */
export function describeSendFailure(error: unknown): string {
  const {
    name,
    message = String(error),
    cause,
  } = (error ?? {}) as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (name === 'TimeoutError') return `timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  const detail = cause?.code ? `${cause.code}: ${cause.message ?? ''}` : (cause?.message ?? '');
  return oneLine(detail ? `${message} (${detail})` : message);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

export function startWebhookWorker(deps: WebhookWorkerDeps): BackgroundTask {
  return new WebhookWorker(deps).start();
}
