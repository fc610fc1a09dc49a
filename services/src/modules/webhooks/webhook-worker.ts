// The webhook sender: on every replica, every few seconds (and at once when this process
// records a delivery), claims one due delivery at a time (webhook-deliveries.ts: never two
// senders for one try), POSTs it signed with the secret in effect and writes the outcome. A 2xx
// is delivered; anything else is tried again after a wait that grows fourfold each time, until
// the last try of the round, after which the delivery is `failed` (the admin may redeliver it).
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { BackgroundTask } from '../api-module.js';
import {
  WebhookDeliveries,
  type DeliveryOutcome,
  type WebhookDeliveryDocument,
} from './webhook-deliveries.js';
import { fetchSender, webhookHeaders, type WebhookSender } from './webhook-request.js';
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
/** Tries one round makes at most (the next round goes on). */
const ROUND_MAX = 50;
/** Attempt tickets are kept this long (long past any lease). */
const TICKET_RETENTION_MS = 24 * 60 * 60_000;
/** Delivered deliveries are kept this long for the admin's log, then deleted. */
export const DELIVERED_RETENTION_DAYS = 90;
/** How often a replica sweeps (idempotent: several replicas may run them). */
const SWEEP_EVERY_MS = 60 * 60_000;

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
  private readonly deliveries: WebhookDeliveries;
  private readonly send: WebhookSender;
  private readonly now: () => Date;
  private running: Promise<number> | null = null;
  private again = false;
  private sweptAt = Number.NEGATIVE_INFINITY;
  /** Set on shutdown: no new try starts, and a failure while closing is not reported. */
  private stopped = false;

  constructor(private readonly deps: WebhookWorkerDeps) {
    this.deliveries = new WebhookDeliveries(deps.db);
    this.send = deps.send ?? fetchSender;
    this.now = deps.now ?? (() => new Date());
  }

  /** Tries the deliveries due now, one at a time; how many tries it made. */
  run(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let attempts = 0;
      try {
        do {
          this.again = false;
          attempts += await this.round();
        } while (this.again);
        return attempts;
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Polls every `intervalMs` and at once when this process records a delivery. */
  start(intervalMs = WEBHOOK_POLL_MS): BackgroundTask {
    const tick = () =>
      void this.run().catch((error: unknown) => {
        if (this.stopped) return;
        this.deps.logger.warn({ err: error, task: 'webhook-worker' }, 'background task failed');
      });
    const stopListening = onDeliveryRecorded(tick);
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    tick();
    return {
      stop: () => {
        this.stopped = true;
        clearInterval(timer);
        stopListening();
      },
    };
  }

  private async round(): Promise<number> {
    await this.sweep();
    let attempts = 0;
    // A claim lost to another replica counts against the round too, so that it always ends.
    for (let claims = 0; claims < ROUND_MAX && !this.stopped; claims++) {
      const delivery = await this.deliveries.claim(this.now(), SEND_LEASE_MS);
      if (delivery === 'none') break;
      if (delivery === 'lost') continue;
      await this.deliveries.finish(delivery, await this.attempt(delivery), this.now());
      attempts++;
    }
    return attempts;
  }

  private async sweep(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    await this.deliveries.sweepTickets(new Date(now - TICKET_RETENTION_MS));
    await this.deliveries.sweepDelivered(
      new Date(now - DELIVERED_RETENTION_DAYS * 24 * 60 * 60_000),
    );
  }

  private async attempt(delivery: WebhookDeliveryDocument): Promise<DeliveryOutcome> {
    const context = { id: delivery._id, type: delivery.type, attempt: delivery.attempts };
    const target = await webhookTarget(this.deps.db, this.deps.config);
    let statusCode: number | null = null;
    let lastError: string;
    if (!target) {
      lastError = 'no webhook URL and secret are configured';
    } else {
      try {
        const reply = await this.send({
          url: target.url,
          headers: webhookHeaders(delivery._id, delivery.body, target.secret),
          body: delivery.body,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
        });
        statusCode = reply.status;
        if (reply.status >= 200 && reply.status < 300) {
          return { status: 'delivered', statusCode };
        }
        lastError = oneLine(`HTTP ${reply.status}${reply.text ? `: ${reply.text}` : ''}`);
      } catch (error) {
        lastError = describeSendFailure(error);
      }
    }
    if (delivery.attempts >= WEBHOOK_MAX_ATTEMPTS) {
      this.deps.logger.warn({ ...context, lastError }, 'webhook failed after its last try');
      return { status: 'failed', statusCode, lastError };
    }
    const waitMs = retryDelayMs(delivery.attempts);
    // Info, not a warning: a receiver down for a while is expected, and retried.
    this.deps.logger.info({ ...context, lastError, waitMs }, 'webhook not delivered, will retry');
    const nextAttemptAt = new Date(this.now().getTime() + waitMs);
    return { status: 'pending', statusCode, lastError, nextAttemptAt };
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
