/**
 * Signed webhooks, as BTCPay Server sends them: every order notice is POSTed as JSON to the
 * shop's own integration (`WEBHOOK_URL`, or the settings page's), signed with HMAC-SHA256 of
 * the raw body (`X-Signature: sha256=<hex>`), and redelivered with backoff until a 2xx. The
 * admin lists the deliveries (`GET /api/admin/webhooks/deliveries`) and puts one back in line
 * (`POST /api/admin/webhooks/deliveries/{id}/redeliver`). `services/src/modules/webhooks/README.md`
 * tells a receiver how to check the signature.
 */
import './browser-jitless';
import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/orders';
import { ORDER_NOTICES, PAYMENT_FLAGS, PAYMENT_STATES } from '../domain/payment';
import { PAYMENT_RAILS } from '../domain/payment-rails';
import { listPagingShape } from './list-query';
import { pageOf } from './products';

/** Where the webhooks go: an http(s) address without user or password (fetch refuses those). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  // The rule as the OpenAPI document states it (a host name or an IPv4 address, an optional
  // port, no user or password); the refine below is the WHATWG parser's word on the rest.
  .regex(
    /^[Hh][Tt][Tt][Pp][Ss]?:\/\/(?:[A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z][A-Za-z0-9-]*)*|(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d))(?::(?:6553[0-5]|655[0-2]\d|65[0-4]\d\d|6[0-4]\d{3}|[1-5]\d{4}|\d{1,4}))?(?:[/?#][\x21-\x7e]*)?$/,
    {
      message:
        'must be an http(s) address such as https://shop.example.com/hooks, without a user or password',
      // One message for one mistake: the parser's check below only runs on what this passed.
      abort: true,
    },
  )
  .refine(
    (value) =>
      /^https?:\/\//i.test(value) &&
      URL.canParse(value) &&
      !new URL(value).username &&
      !new URL(value).password,
    {
      message:
        'must be an http(s) address such as https://shop.example.com/hooks, without a user or password',
    },
  );

/** The shared secret the body is signed with; long enough that it cannot be guessed. */
export const WEBHOOK_SECRET_LENGTH = { min: 16, max: 200 } as const;
export const webhookSecretSchema = z
  .string()
  .min(WEBHOOK_SECRET_LENGTH.min)
  .max(WEBHOOK_SECRET_LENGTH.max)
  .refine((value) => value.trim() === value, 'must not start or end with white space');

/**
 * The body of every webhook, byte for byte what the signature covers. `id` is the delivery's
 * (the same on each retry and redelivery: a receiver keeps the ids it has handled and ignores
 * a repeat). `createdAt` is when the change happened; `order` is the order as that change left
 * it. `dueBtc` and `receivedBtc` are BTC as decimal text with 8 places (0 on a USDT rail);
 * `due` and `received` are the amounts in the rail's token (`symbol`) as decimal text, with 8
 * places for BTC and 6 for USDT.
 */
export const webhookEventSchema = z.strictObject({
  id: z.string(),
  type: z.enum(ORDER_NOTICES),
  createdAt: z.iso.datetime(),
  order: z.strictObject({
    orderId: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment: z.strictObject({
      state: z.enum(PAYMENT_STATES),
      flag: z.enum(PAYMENT_FLAGS).nullable(),
      dueBtc: z.string().regex(/^\d+\.\d{8}$/),
      receivedBtc: z.string().regex(/^\d+\.\d{8}$/),
      /** The rail the order is paid on. */
      rail: z.enum(PAYMENT_RAILS),
      symbol: z.enum(['BTC', 'USDT']),
      due: z.string().regex(/^\d+\.(\d{6}|\d{8})$/),
      received: z.string().regex(/^\d+\.(\d{6}|\d{8})$/),
    }),
  }),
});
export type WebhookEvent = z.output<typeof webhookEventSchema>;

/**
 * `pending` waits for its (next) try, `sending` is being tried by one replica, `delivered`
 * (a 2xx came back), `failed` after its last try (the admin may redeliver it).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** GET /api/admin/webhooks/deliveries: newest first, a page, optionally one status. */
export const webhookDeliveryListQuerySchema = z.strictObject({
  ...listPagingShape,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveryListQuery = z.input<typeof webhookDeliveryListQuerySchema>;

export const webhookDeliveryIdParams = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a delivery id (24 hex digits)'),
});

export const webhookDeliverySchema = z.strictObject({
  /** Also the body's `id` and the `X-Delivery-Id` header. */
  id: z.string(),
  type: z.enum(ORDER_NOTICES),
  orderId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Tries made in this round (a redelivery starts a new round from zero). */
  attempts: z.number().int().min(0),
  /** The tries a round makes at most before the delivery is `failed`. */
  maxAttempts: z.number().int().min(1),
  /** The HTTP status the last try got back; null when none came (timeout, refused). */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last try failed; '' when none did. */
  lastError: z.string(),
  /** When the next try is due; null when none is planned. */
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);
export type WebhookDeliveryPage = z.output<typeof webhookDeliveryPageSchema>;
