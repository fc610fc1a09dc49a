/**
 * Payments without an order: money that reached an address the shop once handed out to an
 * order that no longer watches it (the order was deleted or purged unpaid, or moved to another
 * rail). The chain watcher keeps looking at every such address, so no payment to an address
 * of the shop goes unseen; each one found is listed here (`GET /api/admin/stray-payments`),
 * mailed to the operator and counted on the dashboard until the operator resolves it
 * (`POST /api/admin/stray-payments/{id}/resolve`): refunded, with the refund's transaction id,
 * or credited to an order, whose payment the operator then confirms.
 */
import './browser-jitless';
import { z } from 'zod';
import { PAYMENT_RAILS } from '../domain/payment-rails';
import { listPagingShape } from './list-query';
import { orderIdSchema } from './orders';
import { trimmedText } from './common';
import { pageOf } from './products';

/** Why no order watches the address: its order was deleted, purged, or paid on another rail. */
export const STRAY_ADDRESS_REASONS = ['deleted', 'purged', 'rail_changed'] as const;
export type StrayAddressReason = (typeof STRAY_ADDRESS_REASONS)[number];

/** `open` until the operator resolves it: `refunded` or `credited` to an order. */
export const STRAY_PAYMENT_STATUSES = ['open', 'refunded', 'credited'] as const;
export type StrayPaymentStatus = (typeof STRAY_PAYMENT_STATUSES)[number];

const isoTime = z.iso.datetime();

export const strayPaymentSchema = z.strictObject({
  id: z.string(),
  rail: z.enum(PAYMENT_RAILS),
  symbol: z.enum(['BTC', 'USDT']),
  /** The amount the transaction paid to the address, as decimal text (8 places, 6 for USDT). */
  amount: z.string().regex(/^\d+\.(\d{6}|\d{8})$/),
  address: z.string(),
  txid: z.string(),
  /** The order the address was handed out to (it may no longer exist: see `reason`). */
  orderId: z.string(),
  reason: z.enum(STRAY_ADDRESS_REASONS),
  /** Blocks deep when last looked at (0: in the mempool). */
  confirmations: z.number().int().min(0),
  /** When the watcher first saw it. */
  seenAt: isoTime,
  blockTime: isoTime.nullable(),
  /** When the chain stopped showing it (replaced or reorganised away); null while it shows it. */
  droppedAt: isoTime.nullable(),
  status: z.enum(STRAY_PAYMENT_STATUSES),
  /** The refund's transaction id, when `refunded`. */
  refundTxid: z.string().nullable(),
  /** The order it was credited to, when `credited`. */
  creditedOrderId: z.string().nullable(),
  /** The operator's note on the resolution ('' when none). */
  note: z.string(),
  resolvedAt: isoTime.nullable(),
});
export type StrayPayment = z.output<typeof strayPaymentSchema>;

export const strayPaymentPageSchema = pageOf(strayPaymentSchema);
export type StrayPaymentPage = z.output<typeof strayPaymentPageSchema>;

/** GET /api/admin/stray-payments: newest first, a page, optionally one status. */
export const strayPaymentListQuerySchema = z.strictObject({
  ...listPagingShape,
  status: z.enum(STRAY_PAYMENT_STATUSES).optional(),
});
export type StrayPaymentListQuery = z.input<typeof strayPaymentListQuerySchema>;

export const strayPaymentIdParams = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a payment id (24 hex digits)'),
});

/**
 * POST /api/admin/stray-payments/{id}/resolve: refunded (its txid, of the payment's chain's
 * shape: 64 hex digits on Bitcoin and TRON, `0x` and 64 on Ethereum) or credited to an order.
 */
export const resolveStrayPaymentBody = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('refunded'),
    refundTxid: z
      .string()
      .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be a transaction id (64 hex digits, 0x… on Ethereum)'),
    note: trimmedText(500).optional(),
  }),
  z.strictObject({
    status: z.literal('credited'),
    orderId: orderIdSchema,
    note: trimmedText(500).optional(),
  }),
]);
export type ResolveStrayPaymentInput = z.output<typeof resolveStrayPaymentBody>;
export type ResolveStrayPaymentRequest = z.input<typeof resolveStrayPaymentBody>;
