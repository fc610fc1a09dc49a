// The sender: on every replica, every few seconds (and at once when this process queues a
// message), claims one due message at a time (mail-queue.ts: never two senders for one
// message), sends it through SMTP_URL and writes the outcome. A failed attempt is retried
// after MAIL_RETRY_BASE_SECONDS, doubling each time; after MAIL_MAX_ATTEMPTS it is `failed`
// with the last error. Without SMTP_URL due messages are `held` for the admin.
import type { MailLocale } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { BackgroundTask } from '../api-module.js';
import type { MailConfig } from './mail-config.js';
import { MailQueue, type MailDocument } from './mail-queue.js';
import { onMailQueued } from './notify.js';
import { resolveOperatorEmail, resolveOperatorLocale } from './recipients.js';
import { renderMail, type RenderedMail } from './render-mail.js';

/** How long a claimed message is its sender's: well past the SMTP timeouts below. */
export const SEND_LEASE_MS = 2 * 60_000;
/** How often each replica looks for due messages. */
export const MAIL_POLL_MS = 5_000;
/** Messages one round sends at most (the next round goes on). */
const ROUND_MAX = 50;
/** Attempt tickets are kept this long (long past any lease). */
const TICKET_RETENTION_MS = 24 * 60 * 60_000;
/**
 * Sent messages are kept this long, then deleted: they hold buyers' addresses and order
 * references, and the queue would otherwise only grow. Failed and held ones wait for the admin.
 */
export const SENT_MAIL_RETENTION_DAYS = 90;
/** How often a replica sweeps (the sweeps are idempotent: several replicas may run them). */
const SWEEP_EVERY_MS = 60 * 60_000;

export interface MailTransport {
  send(mail: RenderedMail & { from: string; to: string }): Promise<void>;
}

/** nodemailer's SMTP transport with timeouts short enough for the lease. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}

export interface MailWorkerDeps {
  db: Db;
  config: MailConfig;
  logger: Logger;
  /** Null: no SMTP_URL (messages are held). Default: nodemailer through SMTP_URL. */
  transport?: MailTransport | null;
  /** The clock (tests drive it). */
  now?: () => Date;
}

export class MailWorker {
  private readonly queue: MailQueue;
  private readonly transport: MailTransport | null;
  private readonly now: () => Date;
  private running: Promise<number> | null = null;
  private sweptAt = Number.NEGATIVE_INFINITY;
  private again = false;
  /** Set on shutdown: no new attempt starts, and a failure while closing is not reported. */
  private stopped = false;

  constructor(private readonly deps: MailWorkerDeps) {
    this.queue = new MailQueue(deps.db);
    this.transport =
      deps.transport !== undefined
        ? deps.transport
        : deps.config.smtpUrl
          ? smtpTransport(deps.config.smtpUrl)
          : null;
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Sends the messages due now, one at a time; how many attempts it made. A call while a
   * round runs makes that round go once more, so nothing queued meanwhile waits a poll.
   */
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

  /** Polls every `intervalMs` and at once when this process queues a message; stopped on shutdown. */
  start(intervalMs = MAIL_POLL_MS): BackgroundTask {
    const tick = () =>
      void this.run().catch((error: unknown) => {
        if (this.stopped) return;
        this.deps.logger.warn({ err: error, task: 'mail-worker' }, 'background task failed');
      });
    const stopListening = onMailQueued(tick);
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
    if (!this.transport) {
      const held = await this.queue.holdDue(this.now(), 'SMTP_URL is not set');
      if (held > 0) this.deps.logger.info({ held }, 'notifications held: SMTP_URL is not set');
      return 0;
    }
    let attempts = 0;
    for (; attempts < ROUND_MAX && !this.stopped; attempts++) {
      const message = await this.queue.claim(this.now(), SEND_LEASE_MS);
      if (!message) break;
      await this.attempt(message, this.transport);
    }
    return attempts;
  }

  /** The old attempt tickets and sent messages, at most once an hour per replica. */
  private async sweep(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    await this.queue.sweepTickets(new Date(now - TICKET_RETENTION_MS));
    const deleted = await this.queue.sweepSent(
      new Date(now - SENT_MAIL_RETENTION_DAYS * 24 * 60 * 60_000),
    );
    if (deleted > 0)
      this.deps.logger.info({ deleted }, 'sent notifications past the retention deleted');
  }

  private async attempt(message: MailDocument, transport: MailTransport): Promise<void> {
    const { db, config, logger } = this.deps;
    const operator = message.audience === 'operator';
    const to = operator ? await resolveOperatorEmail(db, config) : message.recipient;
    if (!to) {
      const lastError = 'no operator address: set NOTIFY_EMAIL';
      await this.queue.finish(message, { status: 'held', lastError }, this.now());
      return;
    }
    const locale: MailLocale =
      (operator ? await resolveOperatorLocale(db, config) : message.locale) ?? 'zh';
    try {
      const mail = renderMail(message, locale, config.siteUrl);
      await transport.send({ ...mail, from: config.from, to });
      await this.queue.finish(message, { status: 'sent', recipient: to, locale }, this.now());
    } catch (error) {
      const lastError = describeFailure(error, config.smtpUrl);
      const context = {
        id: message._id.toHexString(),
        event: message.event,
        attempt: message.attempts,
      };
      if (message.attempts >= config.maxAttempts) {
        await this.queue.finish(message, { status: 'failed', lastError }, this.now());
        logger.warn({ ...context, lastError }, 'notification failed after its last attempt');
        return;
      }
      const waitMs = config.retryBaseMs * 2 ** (message.attempts - 1);
      const nextAttemptAt = new Date(this.now().getTime() + waitMs);
      await this.queue.finish(message, { status: 'pending', lastError, nextAttemptAt }, this.now());
      // Info, not a warning: a mail server down for a while is expected, and retried.
      logger.info({ ...context, lastError, waitMs }, 'notification not sent, will retry');
    }
  }
}

/** The error as the admin list shows it: short, and never the SMTP URL's password. */
export function describeFailure(error: unknown, smtpUrl: string | null): string {
  const { message = String(error), code } = (error ?? {}) as { message?: string; code?: string };
  let text = code && !message.includes(code) ? `${code}: ${message}` : message;
  if (smtpUrl && URL.canParse(smtpUrl)) {
    const url = new URL(smtpUrl);
    let decoded = url.password;
    try {
      decoded = decodeURIComponent(url.password);
    } catch {
      // Not percent-encoded text: the raw form is hidden below.
    }
    for (const secret of [url.password, decoded, smtpUrl]) {
      if (secret) text = text.split(secret).join('***');
    }
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

export function startMailWorker(deps: MailWorkerDeps): BackgroundTask {
  return new MailWorker(deps).start();
}
