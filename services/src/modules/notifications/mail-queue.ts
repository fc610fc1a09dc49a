// The mail queue in MongoDB (`mail_queue`): a message is inserted `pending` by the request that
// caused it and sent later by a worker on any replica (mail-worker.ts).
//
// Claiming a message is one findOneAndUpdate: due and `pending`, or `sending` whose lease ran
// out (its sender crashed), becomes `sending` with a new lease and one more attempt. MongoDB
// applies it atomically, so two replicas never claim one message. FerretDB v1 (the local and
// test server) does not apply a conditional update atomically: two claims at once can both
// match. So each attempt also inserts its ticket `{ _id: '<message>:<attempt>' }` into
// `mail_attempts` (per round of the admin's retries; an insert into a unique key is atomic on both servers, as the order locks
// and the sweep leases do): only the claimer whose ticket went in sends. The outcome is written
// with the attempt's number in the filter.
import type { MailLocale, MailStatus, NotificationEvent } from '@minesite/shared/contract';
import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { readPage } from '../../db/paged-list.js';

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

interface AttemptTicket {
  /** `<message id>:<round>:<attempt>`. */
  _id: string;
  at: Date;
}

export const mailQueueCollection = defineCollection<MailDocument>('mail_queue', [
  { key: { status: 1, nextAttemptAt: 1 }, name: 'status_next_attempt' },
  { key: { createdAt: -1 }, name: 'created_at_desc' },
]);

export const mailAttemptsCollection = defineCollection<AttemptTicket>('mail_attempts', [
  { key: { at: 1 }, name: 'at' },
]);

/** What the request that causes a message stores. */
export type NewMail = Pick<MailDocument, 'event' | 'audience' | 'recipient' | 'locale' | 'data'>;

export class MailQueue {
  private readonly messages: Collection<MailDocument>;
  private readonly tickets: Collection<AttemptTicket>;

  constructor(db: Db) {
    this.messages = getCollection(db, mailQueueCollection);
    this.tickets = getCollection(db, mailAttemptsCollection);
  }

  /**
   * Stores a message due now. `id`: the caller's own key for it (a repeated insert of the same
   * message then fails with a duplicate key instead of queueing it twice).
   */
  async insert(mail: NewMail, now: Date, id: ObjectId = new ObjectId()): Promise<MailDocument> {
    const document: MailDocument = {
      _id: id,
      ...mail,
      status: 'pending',
      attempts: 0,
      round: 0,
      lastError: '',
      nextAttemptAt: now,
      leaseUntil: null,
      sentAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.messages.insertOne(document);
    return document;
  }

  /**
   * The next due message, now this claimer's for `leaseMs`, or null when none is due (or
   * another claimer's ticket for the same attempt went in first).
   */
  async claim(now: Date, leaseMs: number): Promise<MailDocument | null> {
    const claimed = await this.messages.findOneAndUpdate(
      {
        $or: [
          { status: 'pending', nextAttemptAt: { $lte: now } },
          { status: 'sending', leaseUntil: { $lte: now } },
        ],
      },
      {
        $set: {
          status: 'sending',
          leaseUntil: new Date(now.getTime() + leaseMs),
          nextAttemptAt: null,
          updatedAt: now,
        },
        $inc: { attempts: 1 },
      },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    );
    if (!claimed) return null;
    try {
      await this.tickets.insertOne({
        _id: `${claimed._id.toHexString()}:${claimed.round}:${claimed.attempts}`,
        at: now,
      });
      return claimed;
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  /** Moves every due `pending` message to `held` (nothing can send them); how many. */
  async holdDue(now: Date, reason: string): Promise<number> {
    const result = await this.messages.updateMany(
      { status: 'pending', nextAttemptAt: { $lte: now } },
      { $set: { status: 'held', lastError: reason, nextAttemptAt: null, updatedAt: now } },
    );
    return result.modifiedCount;
  }

  /** The outcome of attempt `attempt` (the claimer's): the filter names it. */
  async finish(
    message: MailDocument,
    outcome:
      | { status: 'sent'; recipient: string; locale: MailLocale }
      | { status: 'pending'; lastError: string; nextAttemptAt: Date }
      | { status: 'failed' | 'held'; lastError: string },
    now: Date,
  ): Promise<void> {
    const fields: Partial<MailDocument> = {
      status: outcome.status,
      leaseUntil: null,
      updatedAt: now,
    };
    if (outcome.status === 'sent') {
      Object.assign(fields, {
        recipient: outcome.recipient,
        locale: outcome.locale,
        sentAt: now,
        lastError: '',
      });
    } else {
      fields.lastError = outcome.lastError;
      if (outcome.status === 'pending') fields.nextAttemptAt = outcome.nextAttemptAt;
    }
    await this.messages.updateOne(
      { _id: message._id, status: 'sending', attempts: message.attempts },
      { $set: fields },
    );
  }

  /** A `failed` or `held` message back in line, due now; null when there is no such message. */
  async retry(id: ObjectId, now: Date): Promise<MailDocument | null> {
    return this.messages.findOneAndUpdate(
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

  findById(id: ObjectId): Promise<MailDocument | null> {
    return this.messages.findOne({ _id: id });
  }

  /** A page of messages, newest first, optionally of one status. */
  list(status: MailStatus | undefined, page: number, pageSize: number) {
    const filter: Filter<MailDocument> = status ? { status } : {};
    return readPage(
      {
        rows: (skip, limit) =>
          this.messages
            .find(filter)
            .sort({ createdAt: -1, _id: -1 })
            .skip(skip)
            .limit(limit)
            .toArray(),
        count: () => this.messages.countDocuments(filter),
      },
      { page, pageSize },
    );
  }

  /** Deletes attempt tickets older than `before` (long past any lease); how many. */
  async sweepTickets(before: Date): Promise<number> {
    return (await this.tickets.deleteMany({ at: { $lt: before } })).deletedCount;
  }

  /** Deletes the messages sent before `before` (failed and held ones stay for the admin). */
  async sweepSent(before: Date): Promise<number> {
    return (await this.messages.deleteMany({ status: 'sent', sentAt: { $lt: before } }))
      .deletedCount;
  }
}
