/**
 * The orders contract: request bodies, the route id and the reply. Every
 * object is strict: unknown fields, and operator-shaped values such as {"$gt": ""} where text
 * or a number belongs, are refused with a 400 naming the field.
 */
import './browser-jitless';
import { z } from 'zod';
import { CURRENCIES, PRODUCT_CATEGORIES } from '../domain/catalog';
import {
  ORDER_ID_PATTERN,
  ORDER_PRODUCT_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POOLS,
  QUOTE_LINE_ITEMS,
} from '../domain/orders';
import {
  ORDER_EVENT_ACTORS,
  ORDER_EVENTS,
  PAYMENT_CLAIMS,
  PAYMENT_FLAGS,
  PAYMENT_NETWORKS,
  PAYMENT_STATES,
  REFUND_BASES,
  REFUND_PARTS,
  REFUND_STATES,
  type PaymentState,
} from '../domain/payment';
import { cartLinesSchema, checkoutChoiceSchema } from './checkout-choice';
import { errorReplySchema, requiredText, trimmedText } from './common';
import { paymentRailSchema, tokenPaymentSchema, usdRateSchema } from './payment-rails';
import { amountBound, listPagingShape, searchText, timeBound } from './list-query';
import { localizedTextSchema, pageOf } from './products';

/** Missing or null text becomes '' (missing fields default to 0 or ''). */
const text = (maxLength: number) =>
  trimmedText(maxLength)
    .nullish()
    .transform((value) => value ?? '');
const amount = z
  .number()
  .min(0)
  .nullish()
  .transform((value) => value ?? 0);
/** A BTC amount: never more than all the bitcoin there will ever be (21 million). */
const btcAmount = z.number().min(0).max(21_000_000);
const numberOrText = z.union([z.number(), trimmedText(100)], {
  error: 'must be a number or a string',
});
/** One of `values`; missing, null or '' is stored as ''. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ''] as [T[number] | '', ...(T[number] | '')[]])
    .nullish()
    .transform((value): T[number] | '' => value ?? '');
const isoTime = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

export const orderIdSchema = z
  .string()
  .regex(
    ORDER_ID_PATTERN,
    "must be 'ORD', a 13-digit timestamp and 20 base-36 characters (6 for older orders)",
  );

/**
 * A create's idempotency key: random, made by the client once per order it means to place
 * (128 bits, e.g. a UUID, or more), so that a retried create returns the order the first try
 * made. Whoever sends the same key and body gets that order, so it must be unguessable.
 */
export const orderRequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, 'must be 22 to 64 letters, digits, - or _');

const packageTerms = {
  outputType: trimmedText(20).optional(),
  outputRate: trimmedText(50).optional(),
  selectedDuration: trimmedText(50).optional(),
  powerFee: numberOrText.optional(),
  electricityFee: numberOrText.optional(),
  historicalOutput: numberOrText.optional(),
  breakevenDays: numberOrText.optional(),
  cycle: numberOrText.optional(),
  profit: numberOrText.optional(),
};

/** What a machine or rental adds (absent for hash power packages). */
const machineTerms = {
  kind: z.enum(ORDER_PRODUCT_KINDS).optional(),
  productId: trimmedText(64).optional(),
  unitPrice: z.number().min(0).finite().optional(),
  currency: z.enum(CURRENCIES).optional(),
};

/**
 * The spec's `productInfo` as stored and answered. The service writes it from the
 * catalog and the quote (title in the site's default language, Chinese); screens show the
 * product's name from `product.name` in the reader's language. Orders placed before quotes
 * keep what their browser sent.
 */
export const productInfoSchema = z.strictObject({
  /** As long as a catalog name may be. */
  title: z.string().max(2000),
  hashrate: z.string().max(50),
  period: z.string().max(50),
  powerDays: z.string().max(50),
  ...packageTerms,
  ...machineTerms,
});
export type ProductInfo = z.output<typeof productInfoSchema>;

/** A single order's `choice`, or a cart's `lines`: exactly one of them. */
const choiceOrLines = {
  choice: checkoutChoiceSchema.optional(),
  /** A cart: several products in one quote (and one order, one payment). */
  lines: cartLinesSchema.optional(),
};
/** The rule of `choiceOrLines`, as the OpenAPI document states it. */
const ONE_OF_CHOICE_OR_LINES = { oneOf: [{ required: ['choice'] }, { required: ['lines'] }] };

function oneOfChoiceOrLines(
  body: { choice?: unknown; lines?: unknown },
  ctx: z.RefinementCtx,
): void {
  if ((body.choice === undefined) === (body.lines === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [body.choice === undefined ? 'choice' : 'lines'],
      // Without either, the single order's `choice` is named (a cart sends `lines` instead).
      message: body.choice === undefined ? 'is required' : 'is not taken together with lines',
    });
  }
}

/** POST /api/quotes: price a choice without ordering (the checkout shows it before confirming). */
export const quoteRequestBody = z
  .strictObject({
    ...choiceOrLines,
    /** The rail the buyer means to pay on (default `btc`); one the shop has not enabled is a 422. */
    rail: paymentRailSchema.optional(),
  })
  .meta(ONE_OF_CHOICE_OR_LINES)
  .superRefine(oneOfChoiceOrLines);
export type QuoteRequest = z.input<typeof quoteRequestBody>;

export const quoteLineSchema = z.strictObject({
  item: z.enum(QUOTE_LINE_ITEMS),
  /** How many units: T of hashrate, days of electricity, machines, hours or months. */
  quantity: z.number(),
  /** The price of one unit in the quote's currency (electricity: one day for the hashrate). */
  unitPrice: z.number(),
  /** `quantity × unitPrice`, rounded to cents. */
  amount: z.number(),
});
export type QuoteLine = z.output<typeof quoteLineSchema>;

/** The catalog product an order is for, named in every language of the site. */
export const orderProductSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(ORDER_PRODUCT_KINDS),
  category: z.enum(PRODUCT_CATEGORIES),
  name: localizedTextSchema,
});
export type OrderProduct = z.output<typeof orderProductSchema>;

/** A BTC rate from the market service. */
export const btcRateSchema = z.strictObject({
  /** Units of the quote's currency per bitcoin. */
  price: z.number().positive(),
  /** When the market service read it from its provider (ISO). */
  at: z.iso.datetime(),
});
export type BtcRate = z.output<typeof btcRateSchema>;

/** One priced line of a cart: a product, its choice and how many of it. */
export const quoteItemSchema = z.strictObject({
  product: orderProductSchema,
  choice: checkoutChoiceSchema,
  /** Machines, or how many of the package or rental. */
  quantity: z.number().int().min(1),
  /** What the line is made of, for all `quantity` of it. */
  lines: z.array(quoteLineSchema),
  currency: z.enum(CURRENCIES),
  /** The sum of the lines, in `currency`. */
  total: z.number(),
  /** The total in BTC at the quote's rate for `currency` (8 places); 0 without a rate. */
  amountBtc: z.number(),
});
export type QuoteItem = z.output<typeof quoteItemSchema>;

/** A quote's total in one currency. */
export const currencyTotalSchema = z.strictObject({
  currency: z.enum(CURRENCIES),
  total: z.number(),
});
export type CurrencyTotal = z.output<typeof currencyTotalSchema>;

/** A held quote's id: what `POST /api/orders` names to buy at the price the buyer saw. */
export const quoteIdSchema = z
  .string()
  .regex(/^Q[0-9a-z]{24}$/, "must be 'Q' and 24 base-36 characters");

/** A price the service computed from the catalog with the shared mining math. */
export const quoteSchema = z.strictObject({
  /**
   * The held quote: an order naming it within `expiresAt` pays exactly this ('' in an order
   * priced without a held quote).
   */
  quoteId: z.union([quoteIdSchema, z.literal('')]),
  /** Until when the price holds (ISO): QUOTE_HOLD_SECONDS after `quotedAt`. */
  expiresAt: z.iso.datetime(),
  product: orderProductSchema,
  choice: checkoutChoiceSchema,
  lines: z.array(quoteLineSchema),
  currency: z.enum(CURRENCIES),
  /** The sum of the lines, in `currency`. */
  total: z.number(),
  /** The rate the total was converted at; null when no fresh rate was available. */
  btcRate: btcRateSchema.nullable(),
  /** The total in BTC at that rate (8 places); 0 without a rate (the operator sets it). */
  amountBtc: z.number(),
  quotedAt: z.iso.datetime(),
  /**
   * Every line priced (one for a single choice); `product`, `choice`, `lines`, `currency`,
   * `total` and `btcRate` above are the first line's and its currency's.
   */
  items: z.array(quoteItemSchema),
  /** The total per currency (one for a single choice); `amountBtc` is the sum in BTC. */
  totals: z.array(currencyTotalSchema),
  /** The rail the quote was asked for (`btc` when none was named). */
  rail: paymentRailSchema.optional(),
  /** The rate the total was converted to USD at; null without a fresh rate. */
  usdRate: usdRateSchema.nullable().optional(),
  /** The total in USDT (the USD total, 6 places), due on a USDT rail; 0 without a USD rate. */
  amountUsdt: z.number().optional(),
  /** The rails the shop takes now (`POST /api/quotes` only): what the checkout offers. */
  rails: z.array(paymentRailSchema).optional(),
});
export type Quote = z.output<typeof quoteSchema>;

/**
 * POST /api/orders: what the buyer chose, never a price or a title, and never the id (the
 * service makes it). A new order is pending.
 */
/** Hash power's terms: required for hash power, refused for every other kind. */
const HASHPOWER_TERMS = ['selectedPool', 'paymentMethod'] as const;

export const createOrderBody = z
  .strictObject({
    /** The checkout's idempotency key: the same key and body again answer the first order. */
    requestId: orderRequestIdSchema.optional(),
    /**
     * The quote the buyer confirmed: the order takes its lines, rate and BTC amount while it
     * holds (and the choice is the same); else 409 `quote_expired` with a fresh quote.
     */
    quoteId: quoteIdSchema.optional(),
    ...choiceOrLines,
    /** How the buyer pays (default `btc`); a rail the shop has not enabled is a 422. */
    rail: paymentRailSchema.optional(),
    /** Where the buyer hears of the order (made, paid, refunds …), in `locale`. */
    email: z.email().max(320).optional(),
    /** The buyer's contact or delivery address: required, as the checkouts require it. */
    deliveryAddress: requiredText(500),
    /** Hash power only (required there, refused for other kinds). */
    selectedPool: z.enum(POOLS).optional(),
    /** Hash power only (required there, refused for other kinds). */
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    orderTime: isoTime.optional(),
    status: z.literal('pending').optional(),
    /** The site's language at the order: the buyer's e-mails are written in it (default zh). */
    locale: z.enum(['zh', 'en', 'es', 'ru']).optional(),
  })
  // The rule below, as the OpenAPI document states it (JSON Schema's if/then/else).
  .meta({
    ...ONE_OF_CHOICE_OR_LINES,
    if: {
      // Each branch requires its field: `properties` alone holds when the field is absent.
      anyOf: [
        {
          required: ['choice'],
          properties: { choice: { properties: { kind: { const: 'hashpower' } } } },
        },
        {
          required: ['lines'],
          properties: { lines: { contains: { properties: { kind: { const: 'hashpower' } } } } },
        },
      ],
    },
    then: { required: [...HASHPOWER_TERMS] },
    else: { properties: Object.fromEntries(HASHPOWER_TERMS.map((field) => [field, false])) },
  })
  .superRefine(oneOfChoiceOrLines)
  .superRefine(
    (body, ctx) => {
      const hashpower = [...(body.choice ? [body.choice] : []), ...(body.lines ?? [])].some(
        (line) => line.kind === 'hashpower',
      );
      for (const field of HASHPOWER_TERMS) {
        if (hashpower && body[field] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'is required for hash power' });
        } else if (!hashpower && body[field] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'is only taken with hash power' });
        }
      }
    },
    // Only about a body that is otherwise right (the choice's kind is known).
    { when: (payload) => payload.issues.length === 0 },
  );
export type CreateOrderInput = z.output<typeof createOrderBody>;
export type CreateOrderRequest = z.input<typeof createOrderBody>;

/**
 * PUT /api/orders/{orderId}: the full order from the admin form. The operator's fields are
 * taken: the amount of an order awaiting a price (which starts its payment window), the QR
 * image and the status. The status moves on only once the payment is paid (409
 * `payment_not_settled` otherwise); without one, a paid pending order moves to processing
 * (the spec's form submit) and any other keeps its status. Everything else the form read is
 * accepted and left as stored: the buyer's terms and the quote never change after the order.
 */
export const adminOrderBody = z.strictObject({
  orderId: orderIdSchema.optional(),
  productInfo: productInfoSchema.partial().optional(),
  deliveryAddress: z.string().max(500).optional(),
  selectedPool: choice(POOLS).optional(),
  paymentMethod: choice(PAYMENT_METHODS).optional(),
  orderTime: z.string().max(40).optional(),
  createdAt: z.string().max(40).optional(),
  transactionHash: z.string().max(200).optional(),
  buyerEmail: z.string().max(320).optional(),
  paymentTime: z.string().max(40).optional(),
  status: z.enum(['processing', 'completed']).optional(),
  /** BTC due: taken only while the order awaits a price. */
  totalAmount: btcAmount.nullish().transform((value) => value ?? 0),
  unitPrice: amount,
  quantity: amount,
  sellerAddress: text(500),
  qrcode: text(2000),
});
export type AdminOrderInput = z.output<typeof adminOrderBody>;
export type AdminOrderRequest = z.input<typeof adminOrderBody>;

/**
 * POST /api/orders/{orderId}/confirm-payment (admin): the operator has checked a payment the
 * watcher cannot see (or settles one flagged for review). The order becomes paid.
 */
export const confirmPaymentBody = z.strictObject({
  /** The transaction the operator checked, when there is one. */
  txid: trimmedText(200).optional(),
  /** BTC received, when the operator knows it (BTC orders only). */
  receivedBtc: btcAmount.optional(),
  /**
   * What was received in the order's rail's token (BTC, or USDT with 6 places), when the
   * operator knows it; the same rule on every rail.
   */
  received: z.number().min(0).max(1e12).optional(),
  note: trimmedText(500).optional(),
});
export type ConfirmPaymentInput = z.output<typeof confirmPaymentBody>;
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentBody>;

/** POST /api/orders/{orderId}/invalid (admin): the order will not be fulfilled; the buyer sees why. */
export const invalidOrderBody = z.strictObject({ reason: requiredText(500) });
export type InvalidOrderInput = z.output<typeof invalidOrderBody>;

/**
 * POST /api/orders/{orderId}/refund (admin): offer a refund. `excess` (an overpaid order, which
 * is accepted as paid) or `all` (late, short, invalid); the BTC amount at the order's rate (the
 * BTC received) or today's (the received value in the quote's currency at today's rate).
 */
export const refundOfferBody = z.strictObject({
  part: z.enum(REFUND_PARTS),
  basis: z.enum(REFUND_BASES),
  note: trimmedText(500).optional(),
});
export type RefundOfferInput = z.output<typeof refundOfferBody>;

/** POST /api/orders/{orderId}/refund-address (the buyer): where the offered refund goes. */
export const refundAddressBody = z.strictObject({
  address: requiredText(100),
  /** For the refund's e-mails, when none was given before. */
  email: z.email().max(320).optional(),
});
export type RefundAddressInput = z.output<typeof refundAddressBody>;

/** POST /api/orders/{orderId}/refund-sent (admin): the refund left the wallet in `txid`. */
export const refundSentBody = z.strictObject({
  /** 64 hex digits on Bitcoin and TRON, `0x` and 64 on Ethereum (checked for the order's rail). */
  txid: z
    .string()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be a transaction id (64 hex digits, 0x… on Ethereum)'),
  note: trimmedText(500).optional(),
});
export type RefundSentInput = z.output<typeof refundSentBody>;

/** POST /api/orders/{orderId}/payment. The spec applies no format check to either field. */
export const paymentBody = z.strictObject({
  transactionHash: requiredText(200),
  email: requiredText(320),
});
export type PaymentInput = z.output<typeof paymentBody>;
export type PaymentRequest = z.input<typeof paymentBody>;

/** Lookups accept any plain id, so that a mistyped one is a 404 rather than a 400. */
export const orderIdParams = z.strictObject({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _'),
});

export const paymentTransactionSchema = z.strictObject({
  txid: z.string(),
  /** BTC this transaction pays to the order's address (0 on a USDT rail). */
  amountBtc: z.number(),
  /** What it pays in the rail's token (BTC, or USDT with 6 places). */
  amount: z.number().optional(),
  /** 0 while in the mempool. */
  confirmations: z.number().int().min(0),
  /** When the site first saw it (ISO). */
  seenAt: z.string(),
  /** Its block's time (ISO); '' in the mempool. */
  blockTime: z.string(),
  /** First seen (and mined) after the payment window: it does not count toward the quote. */
  late: z.boolean(),
  /** When the chain stopped showing it (replaced, double spent, a reorg) (ISO); '' while shown. */
  droppedAt: z.string(),
});
export type PaymentTransaction = z.output<typeof paymentTransactionSchema>;

/** A refund (domain/payment.ts, REFUND_STATES): offered → requested → refunded. */
export const refundSchema = z.strictObject({
  state: z.enum(REFUND_STATES),
  part: z.enum(REFUND_PARTS),
  basis: z.enum(REFUND_BASES),
  /** BTC to send back (0 on a USDT rail). */
  amountBtc: z.number(),
  /** What goes back in the rail's token (BTC, or USDT with 6 places). */
  amount: z.number().optional(),
  /** Today's rate when `basis` is `today` (units of `currency` per BTC); null at the order's. */
  rate: z.strictObject({ price: z.number(), at: z.iso.datetime() }).nullable(),
  /** The buyer's refund address; '' until given. */
  address: z.string(),
  /** The refund's transaction; '' until sent. */
  txid: z.string(),
  offeredAt: z.string(),
  requestedAt: z.string(),
  refundedAt: z.string(),
});
export type Refund = z.output<typeof refundSchema>;

/** Where and what to pay, and what the site has seen of the payment. */
export const paymentSchema = z
  .strictObject({
    state: z.enum(PAYMENT_STATES),
    /** Why the operator must look (state `review`); null otherwise. */
    flag: z.enum(PAYMENT_FLAGS).nullable(),
    /** How the order is paid (`btc` for orders made before rails). */
    rail: paymentRailSchema.optional(),
    /** On a USDT rail: the token, its amounts (the BTC amounts are then 0); null for BTC. */
    token: tokenPaymentSchema.nullable().optional(),
    /** The order's own address (or the shop's fixed one); '' for orders made before addresses. */
    address: z.string(),
    network: z.enum(PAYMENT_NETWORKS),
    /** BTC due; 0 while awaiting a price. */
    dueBtc: z.number(),
    /** BTC the chain shows paid to the address (or the operator confirmed). */
    receivedBtc: z.number(),
    /** BTC still to pay in the window: due less what was received in time (0 when covered). */
    remainingBtc: z.number(),
    /** The end of the payment window (ISO); '' while awaiting a price. */
    expiresAt: z.string(),
    /**
     * Until when the address is watched closely (PAYMENT_MONITORING_HOURS after the window; a
     * slow late sweep after that) (ISO); '' while awaiting a price.
     */
    monitorUntil: z.string(),
    /** Every transaction is PAYMENT_SETTLE_DEPTH blocks deep. */
    settled: z.boolean(),
    /** When it became paid (ISO), '' before. */
    paidAt: z.string(),
    transactions: z.array(paymentTransactionSchema),
    /** Whether the service watches the chain for this order (a chain API and its own address). */
    watched: z.boolean(),
    /** The buyer's submitted transaction hash: checked on the chain, kept unchecked, or none. */
    claim: z.enum(PAYMENT_CLAIMS),
    /** Why the operator marked the order invalid (state `invalid`); '' otherwise. */
    invalidReason: z.string(),
    refund: refundSchema.nullable(),
  })
  // The state machine, as the OpenAPI document states it (services' payments README in full).
  .meta({
    description:
      'One state machine for every order. awaiting_price → (operator prices) → ' +
      'awaiting_payment → (a transaction pays the address) → seen → (in time, exactly the ' +
      'amount due, PAYMENT_CONFIRMATIONS deep) → paid; a short payment leaves the rest ' +
      'payable (remainingBtc) while the window is open; awaiting_payment → (window over, ' +
      'nothing seen) → expired, still watched. Any state → review with a flag: late (first ' +
      'seen and mined after the window, or paid to a closed order), underpaid (short when ' +
      'the window ends), overpaid (more than due, or another payment after paid), reversed ' +
      '(a counted transaction left the chain or lost its block). The operator resolves: ' +
      'accept → paid (with what was received), invalid (invalidReason), or a refund ' +
      '(refund: offered → requested with the buyer’s address → refunded with its txid; the ' +
      'whole amount makes the payment refunding, then refunded). Each transaction is judged ' +
      'by when the chain first showed it (seenAt) or its block’s time, never by a claim. ' +
      'Every address stays watched for as long as its order exists; paid orders are ' +
      'followed until PAYMENT_SETTLE_DEPTH blocks (settled) and PAYMENT_MONITORING_HOURS ' +
      'after the window (monitorUntil).',
  });
export type Payment = z.output<typeof paymentSchema>;

export const orderHistoryEntrySchema = z.strictObject({
  at: z.string(),
  event: z.enum(ORDER_EVENTS),
  by: z.enum(ORDER_EVENT_ACTORS),
  /** A short fact for the operator (`0.0012 BTC in abc…`), '' when none. */
  detail: z.string(),
});
export type OrderHistoryEntry = z.output<typeof orderHistoryEntrySchema>;

/** An order as the service answers it to the operator (and the browser keeps a copy of it). */
export const orderSchema = z.strictObject({
  orderId: z.string(),
  /** The catalog product; null for orders made before quotes. */
  product: orderProductSchema.nullable(),
  /** The price the service computed; null for orders made before quotes. */
  quote: quoteSchema.nullable(),
  payment: paymentSchema,
  productInfo: productInfoSchema,
  deliveryAddress: z.string(),
  selectedPool: z.union([z.enum(POOLS), z.literal('')]),
  paymentMethod: z.union([z.enum(PAYMENT_METHODS), z.literal('')]),
  /** The order time the browser stated (ISO). */
  orderTime: z.string(),
  /**
   * The service's own clock (ISO); always answered, optional for copies kept by older
   * versions of the site.
   */
  createdAt: z.string().optional(),
  status: z.enum(ORDER_STATUSES),
  /** BTC due (the quote's amount, or the operator's). */
  totalAmount: z.number(),
  /** The price of one unit in the quote's currency. */
  unitPrice: z.number(),
  quantity: z.number(),
  /** Where to pay: the payment address. */
  sellerAddress: z.string(),
  qrcode: z.string(),
  /** '' until the visitor submits the payment. */
  transactionHash: z.string(),
  buyerEmail: z.string(),
  /** ISO, or '' before the payment. */
  paymentTime: z.string(),
  /** The operator's view only: the address's BIP32 index (null for a fixed address). */
  derivationIndex: z.number().int().min(0).nullable().optional(),
  /** The operator's view only: what happened, oldest first. */
  history: z.array(orderHistoryEntrySchema).optional(),
});
export type Order = z.output<typeof orderSchema>;

/**
 * An order as anyone holding its id reads it (the reply of the public calls): what the
 * visitor's screens show. The buyer's contact or delivery address, the payment time, the
 * derivation index and the history are left out; the e-mail given with the payment is masked
 * (`b***@example.com`).
 */
export const publicOrderSchema = orderSchema.omit({
  deliveryAddress: true,
  paymentTime: true,
  derivationIndex: true,
  history: true,
});
export type PublicOrder = z.output<typeof publicOrderSchema>;

export const orderListSchema = z.array(orderSchema);

/** 409 `quote_expired`: the quote named no longer holds (or was for another choice). */
export const quoteExpiredReplySchema = errorReplySchema.extend({
  /** A fresh quote for the same choice, to show the buyer before asking again. */
  quote: quoteSchema,
});
export type QuoteExpiredReply = z.output<typeof quoteExpiredReplySchema>;

/**
 * GET /api/orders (admin): the order management list's search and filters. With `page` or
 * `pageSize` the reply is a page sorted pending, processing, completed (newest first within
 * each); without, the array of all matching orders, newest first.
 */
export const orderListQuerySchema = z.strictObject({
  ...listPagingShape,
  status: z.enum(ORDER_STATUSES).optional(),
  /** Part of the order id, the product title or name, or the buyer's contact; any case. */
  q: searchText,
  /** Created at or after / at or before (ISO date-times). */
  from: timeBound,
  to: timeBound,
  /** Payment states, comma-separated (`review,awaiting_price`); empty items are skipped. */
  paymentState: z
    .string()
    .max(200)
    .regex(
      new RegExp(`^(?:(?:${PAYMENT_STATES.join('|')})?,)*(?:${PAYMENT_STATES.join('|')})?$`),
      `must be a comma-separated list of: ${PAYMENT_STATES.join(', ')}`,
    )
    .transform((list) => list.split(',').filter(Boolean) as PaymentState[])
    .optional(),
  /** Payments flagged for the operator's review: late, underpaid or overpaid (the dashboard). */
  paymentFlag: z.enum(PAYMENT_FLAGS).optional(),
  /** Total amount bounds in BTC, inclusive. */
  minAmount: amountBound,
  maxAmount: amountBound,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
/** The list query as the admin screen sends it (`paymentState` comma-separated). */
export type OrderListRequest = z.input<typeof orderListQuerySchema>;

export const orderPageSchema = pageOf(orderSchema);
export type OrderPage = z.output<typeof orderPageSchema>;
