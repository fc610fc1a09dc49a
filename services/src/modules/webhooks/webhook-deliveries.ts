// The webhook deliveries in MongoDB (`webhook_deliveries`): one per order notice, keyed by the
// notice's outbox entry id, so a notice relayed twice is recorded once. The body is written
// when the delivery is recorded and sent byte for byte on every try; it is signed when sent,
// with the secret then in effect.
//
// Claiming: a claimer reads a due delivery, then inserts the ticket of the try it means to
// make, `<id>:<round>:<attempt>` (one more than it read), into `webhook_attempts`. An insert
// into a unique key is atomic on FerretDB v1 and MongoDB alike, so one claimer per try gets
// its ticket in; only that one moves the delivery to `sending` (with a lease, the filter
// naming what it read) and sends. The others write nothing: on FerretDB v1 a conditional
// update is not atomic, and a late one could land over the sender's outcome. The outcome is
// written with the round and the try's number in the filter.
import type { OrderNotice, WebhookDeliveryStatus } from '@minesite/shared/contract';
import type { Collection, Db, Filter } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { ignoreDuplicate } from '../../db/duplicate-key.js';
import { readPage } from '../../db/paged-list.js';

export interface WebhookDeliveryDocument {
  /** The outbox entry's id: the body's `id` and the `X-Delivery-Id` header. */
  _id: string;
  type: OrderNotice;
  orderId: string;
  /** The JSON body exactly as sent (the signature covers these bytes). */
  body: string;
  status: WebhookDeliveryStatus;
  /** Tries started in this round. */
  attempts: number;
  /** How many times the admin put it back in line: attempt tickets are per round. */
  round: number;
  lastStatusCode: number | null;
  /** Why the last try failed (never the secret); '' when none did. */
  lastError: string;
  /** When a `pending` delivery is due; null otherwise. */
  nextAttemptAt: Date | null;
  /** The end of a `sending` delivery's lease: after it, another replica may take it over. */
  leaseUntil: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface AttemptTicket {
  /** `<delivery id>:<round>:<attempt>`. */
  _id: string;
  at: Date;
}

export const webhookDeliveriesCollection = defineCollection<WebhookDeliveryDocument>(
  'webhook_deliveries',
  [
    { key: { status: 1, nextAttemptAt: 1 }, name: 'status_next_attempt' },
    { key: { createdAt: -1, _id: -1 }, name: 'created_at_desc' },
  ],
);

export const webhookAttemptsCollection = defineCollection<AttemptTicket>('webhook_attempts', [
  { key: { at: 1 }, name: 'at' },
]);

export type NewDelivery = Pick<WebhookDeliveryDocument, '_id' | 'type' | 'orderId' | 'body'>;

/** How a try ended: delivered, to be tried again at a time, or given up. */
export type DeliveryOutcome =
  | { status: 'delivered'; statusCode: number }
  | { status: 'pending'; statusCode: number | null; lastError: string; nextAttemptAt: Date }
  | { status: 'failed'; statusCode: number | null; lastError: string };

export class WebhookDeliveries {
  private readonly deliveries: Collection<WebhookDeliveryDocument>;
  private readonly tickets: Collection<AttemptTicket>;

  constructor(db: Db) {
    this.deliveries = getCollection(db, webhookDeliveriesCollection);
    this.tickets = getCollection(db, webhookAttemptsCollection);
  }

  /** Records a delivery, due now; false when its id is recorded already (a repeated notice). */
  insert(delivery: NewDelivery, now: Date): Promise<boolean> {
    return ignoreDuplicate(
      this.deliveries.insertOne({
        ...delivery,
        status: 'pending',
        attempts: 0,
        round: 0,
        lastStatusCode: null,
        lastError: '',
        nextAttemptAt: now,
        leaseUntil: null,
        deliveredAt: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }

  /**
   * The next due delivery, now this claimer's for `leaseMs`; `none` when none is due, `lost`
   * when another claimer took the one this one read (others may still be due).
   */
  async claim(now: Date, leaseMs: number): Promise<WebhookDeliveryDocument | 'none' | 'lost'> {
    const due: Filter<WebhookDeliveryDocument> = {
      $or: [
        { status: 'pending', nextAttemptAt: { $lte: now } },
        { status: 'sending', leaseUntil: { $lte: now } },
      ],
    };
    const [read] = await this.deliveries.find(due).sort({ nextAttemptAt: 1 }).limit(1).toArray();
    if (!read) return 'none';
    const attempt = read.attempts + 1;
    const ticket = { _id: `${read._id}:${read.round}:${attempt}`, at: now };
    if (!(await ignoreDuplicate(this.tickets.insertOne(ticket)))) return 'lost';
    const claimed = await this.deliveries.findOneAndUpdate(
      { ...due, _id: read._id, round: read.round, attempts: read.attempts },
      {
        $set: {
          status: 'sending',
          attempts: attempt,
          leaseUntil: new Date(now.getTime() + leaseMs),
          nextAttemptAt: null,
          updatedAt: now,
        },
      },
      { returnDocument: 'after' },
    );
    // Changed since it was read (the admin's redeliver): the next read finds it as it is now.
    return claimed ?? 'lost';
  }

  /** The outcome of the claimer's try: the filter names its round and number. */
  async finish(
    delivery: WebhookDeliveryDocument,
    outcome: DeliveryOutcome,
    now: Date,
  ): Promise<void> {
    const fields: Partial<WebhookDeliveryDocument> = {
      status: outcome.status,
      lastStatusCode: outcome.statusCode,
      leaseUntil: null,
      updatedAt: now,
    };
    if (outcome.status === 'delivered') {
      Object.assign(fields, { deliveredAt: now, lastError: '' });
    } else {
      fields.lastError = outcome.lastError;
      if (outcome.status === 'pending') fields.nextAttemptAt = outcome.nextAttemptAt;
    }
    await this.deliveries.updateOne(
      {
        _id: delivery._id,
        status: 'sending',
        round: delivery.round,
        attempts: delivery.attempts,
      },
      { $set: fields },
    );
  }

  /**
   * Back in line, due now, for a new round of tries; null when there is no such delivery or a
   * try is under way (it is then the sender's until it ends).
   */
  redeliver(id: string, now: Date): Promise<WebhookDeliveryDocument | null> {
    return this.deliveries.findOneAndUpdate(
      { _id: id, status: { $ne: 'sending' } },
      {
        $set: {
          status: 'pending',
          attempts: 0,
          lastStatusCode: null,
          lastError: '',
          nextAttemptAt: now,
          deliveredAt: null,
          updatedAt: now,
        },
        $inc: { round: 1 },
      },
      { returnDocument: 'after' },
    );
  }

  findById(id: string): Promise<WebhookDeliveryDocument | null> {
    return this.deliveries.findOne({ _id: id });
  }

  /** A page of deliveries, newest first, optionally of one status. */
  list(status: WebhookDeliveryStatus | undefined, page: number, pageSize: number) {
    const filter: Filter<WebhookDeliveryDocument> = status ? { status } : {};
    return readPage(
      {
        rows: (skip, limit) =>
          this.deliveries
            .find(filter)
            .sort({ createdAt: -1, _id: -1 })
            .skip(skip)
            .limit(limit)
            .toArray(),
        count: () => this.deliveries.countDocuments(filter),
      },
      { page, pageSize },
    );
  }

  /** Deletes attempt tickets older than `before` (long past any lease); how many. */
  async sweepTickets(before: Date): Promise<number> {
    return (await this.tickets.deleteMany({ at: { $lt: before } })).deletedCount;
  }

  /** Deletes deliveries delivered before `before` (failed ones stay for the admin). */
  async sweepDelivered(before: Date): Promise<number> {
    return (await this.deliveries.deleteMany({ status: 'delivered', deliveredAt: { $lt: before } }))
      .deletedCount;
  }
}
