// The webhook deliveries in MongoDB (`webhook_deliveries`): one per order notice, keyed by the
// notice's outbox entry id, so a notice relayed twice is recorded once. The body is written
// when the delivery is recorded and sent byte for byte on every try; it is signed when sent,
// with the secret then in effect.
//
// Claiming a delivery and writing its outcome: db/claimed-queue.ts (ticket first: one claimer
// per try sends, on FerretDB v1 as on MongoDB; tickets in `webhook_attempts`, per round of the
// admin's redelivers).
import type { OrderNotice, WebhookDeliveryStatus } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { attemptTicketsCollection, ClaimedQueue } from '../../db/claimed-queue.js';
import { defineCollection, getCollection } from '../../db/collections.js';
import { insertManyOnce } from '../../db/duplicate-key.js';

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

export const webhookDeliveriesCollection = defineCollection<WebhookDeliveryDocument>(
  'webhook_deliveries',
  [
    { key: { status: 1, nextAttemptAt: 1 }, name: 'status_next_attempt' },
    { key: { createdAt: -1, _id: -1 }, name: 'created_at_desc' },
  ],
);

export const webhookAttemptsCollection = attemptTicketsCollection('webhook_attempts');

export type NewDelivery = Pick<WebhookDeliveryDocument, '_id' | 'type' | 'orderId' | 'body'>;

export class WebhookDeliveries extends ClaimedQueue<WebhookDeliveryDocument> {
  constructor(db: Db) {
    super(
      getCollection(db, webhookDeliveriesCollection),
      getCollection(db, webhookAttemptsCollection),
    );
  }

  /**
   * Records each delivery, due now, in one command; one whose id is recorded already (a
   * repeated notice) is skipped. How many were new.
   */
  insertOnce(deliveries: readonly NewDelivery[], now: Date): Promise<number> {
    return insertManyOnce(
      this.items,
      deliveries.map((delivery) => newDelivery(delivery, now)),
    );
  }

  /**
   * Back in line, due now, for a new round of tries; null when there is no such delivery or a
   * try is under way (it is then the sender's until it ends).
   */
  redeliver(id: string, now: Date): Promise<WebhookDeliveryDocument | null> {
    return this.items.findOneAndUpdate(
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

  /** Deletes deliveries delivered before `before` (failed ones stay for the admin). */
  async sweepDelivered(before: Date): Promise<number> {
    return (await this.items.deleteMany({ status: 'delivered', deliveredAt: { $lt: before } }))
      .deletedCount;
  }
}

function newDelivery(delivery: NewDelivery, now: Date): WebhookDeliveryDocument {
  return {
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
  };
}
