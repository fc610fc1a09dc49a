// The mail queue in MongoDB (`mail_queue`): a message is inserted `pending` by the request that
// caused it and sent later by a worker on any replica (mail-worker.ts).
//
// Claiming a message and writing its outcome: db/claimed-queue.ts (ticket first: one claimer
// per attempt sends, on FerretDB v1 as on MongoDB; tickets in `mail_attempts`, per round of the
// admin's retries).
import type { MailLocale, MailStatus, NotificationEvent } from '@minesite/shared/contract';
import { ObjectId, type Db } from 'mongodb';
import { attemptTicketsCollection, ClaimedQueue } from '../../db/claimed-queue.js';
import { defineCollection, getCollection } from '../../db/collections.js';
import { insertManyOnce } from '../../db/duplicate-key.js';
import type { MailConfig } from './mail-config.js';

/** What a message's texts are made from (mail-texts.ts): plain values, names per language. */
export type MailValue = string | number | Partial<Record<MailLocale, string>>;
export type MailData = Record<string, MailValue>;

export interface MailDocument {
  _id: ObjectId;
  event: NotificationEvent;
  audience: 'operator' | 'buyer';
  /** The buyer's address; the operator's is resolved when sent ('' until then). */
  recipient: string;
  /** The buyer's language; the operator's is resolved when sent (null until then). */
  locale: MailLocale | null;
  data: MailData;
  status: MailStatus;
  /** Attempts started so far (since the admin's last retry). */
  attempts: number;
  /** How many times the admin put it back in line: attempt tickets are per round. */
  round: number;
  /** Why the last attempt failed or the message is held (no secrets); '' when none. */
  lastError: string;
  /** When a `pending` message is due; null otherwise. */
  nextAttemptAt: Date | null;
  /** The end of a `sending` message's lease: after it, another sender may take it over. */
  leaseUntil: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const mailQueueCollection = defineCollection<MailDocument>('mail_queue', [
  { key: { status: 1, nextAttemptAt: 1 }, name: 'status_next_attempt' },
  { key: { createdAt: -1 }, name: 'created_at_desc' },
]);

export const mailAttemptsCollection = attemptTicketsCollection('mail_attempts');

export const NO_TRANSPORT = 'SMTP_URL is not set';

/** Why queued mails cannot be sent (no SMTP_URL), or null when a mail server is set. */
export function mailsHeldBecause(config: Pick<MailConfig, 'smtpUrl'>): string | null {
  return config.smtpUrl ? null : NO_TRANSPORT;
}

/** What the request that causes a message stores. */
export type NewMail = Pick<MailDocument, 'event' | 'audience' | 'recipient' | 'locale' | 'data'>;

export class MailQueue extends ClaimedQueue<MailDocument> {
  /**
   * `heldBecause`: why nothing can send (no mail server, mailsHeldBecause); every message this
   * queue stores is then stored `held` at once, for the admin to see and retry, instead of
   * `pending` and held by the worker's second write.
   */
  constructor(
    db: Db,
    readonly heldBecause: string | null = null,
  ) {
    super(getCollection(db, mailQueueCollection), getCollection(db, mailAttemptsCollection));
  }

  /**
   * Stores a message due now. `id`: the caller's own key for it (a repeated insert of the same
   * message then fails with a duplicate key instead of queueing it twice).
   */
  async insert(mail: NewMail, now: Date, id: ObjectId = new ObjectId()): Promise<MailDocument> {
    const document = newMailDocument(mail, now, id, this.heldBecause);
    await this.items.insertOne(document);
    return document;
  }

  /** Queues each mail under its key in one command, a key already queued skipped; how many. */
  insertOnce(mails: readonly { mail: NewMail; key: ObjectId }[], now: Date): Promise<number> {
    return insertManyOnce(
      this.items,
      mails.map(({ mail, key }) => newMailDocument(mail, now, key, this.heldBecause)),
    );
  }

  /** Moves every due `pending` message to `held` (nothing can send them); how many. */
  async holdDue(now: Date, reason: string): Promise<number> {
    const result = await this.items.updateMany(
      { status: 'pending', nextAttemptAt: { $lte: now } },
      { $set: { status: 'held', lastError: reason, nextAttemptAt: null, updatedAt: now } },
    );
    return result.modifiedCount;
  }

  /** A `failed` or `held` message back in line, due now; null when there is no such message. */
  async retry(id: ObjectId, now: Date): Promise<MailDocument | null> {
    return this.items.findOneAndUpdate(
      { _id: id, status: { $in: ['failed', 'held'] } },
      {
        $set: {
          status: 'pending',
          attempts: 0,
          lastError: '',
          nextAttemptAt: now,
          updatedAt: now,
        },
        $inc: { round: 1 },
      },
      { returnDocument: 'after' },
    );
  }

  /** Deletes the messages sent before `before` (failed and held ones stay for the admin). */
  async sweepSent(before: Date): Promise<number> {
    return (await this.items.deleteMany({ status: 'sent', sentAt: { $lt: before } })).deletedCount;
  }
}

function newMailDocument(
  mail: NewMail,
  now: Date,
  id: ObjectId,
  heldBecause: string | null = null,
): MailDocument {
  return {
    _id: id,
    ...mail,
    status: heldBecause ? 'held' : 'pending',
    attempts: 0,
    round: 0,
    lastError: heldBecause ?? '',
    nextAttemptAt: heldBecause ? null : now,
    leaseUntil: null,
    sentAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
