/**
 * The e-mail notifications contract: the queue the service sends from (`mail_queue`), as the
 * admin lists it (`GET /api/admin/notifications`) and puts a message back in line
 * (`POST /api/admin/notifications/{id}/retry`).
 */
import './browser-jitless';
import { z } from 'zod';
import { listPagingShape } from './list-query';
import { pageOf } from './products';

/**
 * What a message tells: to the operator (new orders, payments seen, paid and in review, refund
 * addresses to send to, leads and consultations, payments without an order) or to the buyer of an order (made, partly
 * paid, paid, expired, in review, invalid, refunds, completed).
 */
export const NOTIFICATION_EVENTS = [
  'order_created',
  'order_awaiting_price',
  'payment_seen',
  'payment_paid',
  'lead_created',
  'power_consultation_created',
  'payment_received',
  'order_completed',
  'payment_review',
  'refund_requested',
  'order_placed',
  'payment_partial',
  'payment_expired',
  'payment_in_review',
  'payment_invalid',
  'refund_offered',
  'refund_sent',
  'stray_payment_found',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * `pending` waits for its (next) attempt, `sending` is being sent by one replica, `sent`,
 * `failed` after its last attempt, `held` kept unsent (no SMTP_URL, or no operator address).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The languages a message is written in. */
export const MAIL_LOCALES = ['zh', 'en', 'es', 'ru'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** GET /api/admin/notifications: newest first, a page, optionally one status. */
export const notificationListQuerySchema = z.strictObject({
  ...listPagingShape,
  status: z.enum(MAIL_STATUSES).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;
export type NotificationListInput = z.output<typeof notificationListQuerySchema>;

export const notificationIdParams = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a notification id (24 hex digits)'),
});

export const notificationSchema = z.strictObject({
  id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  /** Whom it is for: the operator, or the buyer of an order. */
  audience: z.enum(['operator', 'buyer']),
  /** The address it went to; '' for the operator's until sent (resolved when sent). */
  recipient: z.string(),
  locale: z.enum(MAIL_LOCALES),
  status: z.enum(MAIL_STATUSES),
  /** Attempts made so far. */
  attempts: z.number().int().min(0),
  /** Why the last attempt failed or the message is held; '' when none did. */
  lastError: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** When the next attempt is due (ISO), '' when none is planned. */
  nextAttemptAt: z.string(),
  /** When it was sent (ISO), '' before. */
  sentAt: z.string(),
});
export type Notification = z.output<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.output<typeof notificationPageSchema>;
