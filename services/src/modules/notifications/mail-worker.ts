// The sender: on every replica, every few seconds (and at once when this process queues a
// message), claims one due message at a time (db/claimed-queue.ts: never two senders for one
// attempt), sends it through SMTP_URL and writes the outcome. A failed attempt is retried
// after MAIL_RETRY_BASE_SECONDS, doubling each time; after MAIL_MAX_ATTEMPTS it is `failed`
// with the last error. Without SMTP_URL messages are queued `held` (notify.ts, mailQueueFor);
// any still due (queued before a restart or by a replica with a mail server) are held by the
// poll's round, once a minute, and one the admin puts back in line at once.
import type { MailLocale } from '@minesite/shared/contract';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Db } from 'mongodb';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import { ClaimedQueueSender, type TryResult } from '../../db/claimed-queue.js';
import type { BackgroundTask } from '../api-module.js';
import type { MailConfig } from './mail-config.js';
import { MailQueue, NO_TRANSPORT, type MailDocument } from './mail-queue.js';
import { onMailQueued } from './notify.js';
import { resolveOperatorEmail, resolveOperatorLocale } from './recipients.js';
import { renderMail, type RenderedMail } from './render-mail.js';

/** How long a claimed message is its sender's: well past the SMTP timeouts below. */
export const SEND_LEASE_MS = 2 * 60_000;
/** How often each replica looks for due messages. */
export const MAIL_POLL_MS = 5_000;
/**
 * How often a replica without a mail server looks for due messages to hold. Its own are queued
 * held already, so the look only finds others' (queued before a restart, or by a replica with a
 * mail server); on FerretDB v1 each look reads every message kept (0.7 s with 2,500, a fifth of
 * the server's work under the bench's order load at a look every 5 s).
 */
export const MAIL_HOLD_POLL_MS = 60_000;
/**
 * Sent messages are kept this long, then deleted: they hold buyers' addresses and order
 * references, and the queue would otherwise only grow. Failed and held ones wait for the admin.
 */
export const SENT_MAIL_RETENTION_DAYS = 90;

const tracer = trace.getTracer('minesite-services/mail');

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
    // A span of its own (nodemailer has no instrumentation); a no-op while tracing is off.
    send: (mail) =>
      tracer.startActiveSpan('smtp send', { kind: SpanKind.CLIENT }, async (span) => {
        try {
          await transporter.sendMail(mail);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      }),
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
  private readonly sender: ClaimedQueueSender<MailDocument>;

  constructor(private readonly deps: MailWorkerDeps) {
    this.queue = new MailQueue(deps.db);
    this.transport =
      deps.transport !== undefined
        ? deps.transport
        : deps.config.smtpUrl
          ? smtpTransport(deps.config.smtpUrl)
          : null;
    this.now = deps.now ?? (() => new Date());
    const { config, logger } = deps;
    this.sender = new ClaimedQueueSender({
      queue: this.queue,
      logger,
      now: this.now,
      task: 'mail-worker',
      leaseMs: SEND_LEASE_MS,
      maxAttempts: config.maxAttempts,
      retryDelayMs: (attempt) => config.retryBaseMs * 2 ** (attempt - 1),
      attempt: (message) => this.attempt(message),
      beforeClaims: () => this.canSend(),
      sweep: (now) => this.sweepSent(now),
      describe: (message) => ({ id: message._id.toHexString(), event: message.event }),
      messages: {
        retry: 'notification not sent, will retry',
        gaveUp: 'notification failed after its last attempt',
      },
    });
  }

  /**
   * Sends the messages due now, one at a time; how many attempts it made. A call while a
   * round runs makes that round go once more, so nothing queued meanwhile waits a poll.
   */
  run(): Promise<number> {
    return this.sender.run();
  }

  /**
   * Polls every `intervalMs` (MAIL_HOLD_POLL_MS without a transport), and at once when this
   * process queues a message `pending` (with a transport) or the admin puts one back in line
   * here; stopped on shutdown.
   */
  start(intervalMs = this.transport ? MAIL_POLL_MS : MAIL_HOLD_POLL_MS): BackgroundTask {
    return this.sender.start(intervalMs, onMailQueued);
  }

  /** Without a transport nothing can send: the due messages are held for the admin instead. */
  private async canSend(): Promise<boolean> {
    if (this.transport) return true;
    this.logHeld(await this.queue.holdDue(this.now(), NO_TRANSPORT));
    return false;
  }

  private logHeld(held: number): void {
    if (held > 0) this.deps.logger.info({ held }, 'notifications held: SMTP_URL is not set');
  }

  private async sweepSent(now: Date): Promise<void> {
    const deleted = await this.queue.sweepSent(
      new Date(now.getTime() - SENT_MAIL_RETENTION_DAYS * 24 * 60 * 60_000),
    );
    if (deleted > 0)
      this.deps.logger.info({ deleted }, 'sent notifications past the retention deleted');
  }

  private async attempt(message: MailDocument): Promise<TryResult<MailDocument>> {
    const { db, config } = this.deps;
    if (!this.transport) return { done: { status: 'held', lastError: NO_TRANSPORT } };
    const operator = message.audience === 'operator';
    const to = operator ? await resolveOperatorEmail(db, config) : message.recipient;
    if (!to)
      return { done: { status: 'held', lastError: 'no operator address: set NOTIFY_EMAIL' } };
    const locale: MailLocale =
      (operator ? await resolveOperatorLocale(db, config) : message.locale) ?? 'zh';
    try {
      const mail = renderMail(message, locale, config.siteUrl);
      await this.transport.send({ ...mail, from: config.from, to });
    } catch (error) {
      return { error: describeFailure(error, config.smtpUrl) };
    }
    return {
      done: { status: 'sent', recipient: to, locale, sentAt: this.now(), lastError: '' },
    };
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
