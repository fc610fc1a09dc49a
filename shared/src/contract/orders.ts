/**
 * The orders contract (spec section 7): request bodies, the route id and the reply. Every
 * object is strict: unknown fields, and operator-shaped values such as {"$gt": ""} where text
 * or a number belongs, are refused with a 400 naming the field.
 */
import { z } from 'zod';
import { CURRENCIES } from '../domain/catalog';
import {
  ORDER_ID_PATTERN,
  ORDER_PRODUCT_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POOLS,
} from '../domain/orders';
import { amountBound, listPagingShape, rangeInOrder, searchText, timeBound } from './list-query';
import { pageOf } from './products';

/** Missing or null text becomes '' (spec section 3: missing fields default to 0 or ''). */
const text = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .nullish()
    .transform((value) => value ?? '');
const requiredText = (maxLength: number) => z.string().trim().min(1).max(maxLength);
const amount = z
  .number()
  .min(0)
  .nullish()
  .transform((value) => value ?? 0);
const numberOrText = z.union([z.number(), z.string().trim().max(100)], {
  error: 'must be a number or a string',
});
/** One of `values`; missing, null or '' is stored as ''. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .preprocess((value) => (value === '' ? undefined : value), z.enum(values).nullish())
    .transform((value): T[number] | '' => value ?? '');
const isoTime = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

export const orderIdSchema = z
  .string()
  .regex(ORDER_ID_PATTERN, "must be 'ORD', a 13-digit timestamp and 6 base-36 characters");

const packageTerms = {
  outputType: z.string().trim().max(20).optional(),
  outputRate: z.string().trim().max(50).optional(),
  selectedDuration: z.string().trim().max(50).optional(),
  powerFee: numberOrText.optional(),
  electricityFee: numberOrText.optional(),
  historicalOutput: numberOrText.optional(),
  breakevenDays: numberOrText.optional(),
  cycle: numberOrText.optional(),
  profit: numberOrText.optional(),
};

/**
 * What a machine bought in the shop adds to the payload (absent for hash power packages): the
 * catalog product and its price per machine when ordered.
 */
const machineTerms = {
  kind: z.enum(ORDER_PRODUCT_KINDS).optional(),
  productId: z.string().trim().max(64).optional(),
  unitPrice: z.number().min(0).finite().optional(),
  currency: z.enum(CURRENCIES).optional(),
};

/** The package payload carried in the checkout's `productInfo` query and stored on the order. */
export const productInfoInputSchema = z.strictObject({
  title: text(200),
  hashrate: text(50),
  period: text(50),
  powerDays: text(50),
  ...packageTerms,
  ...machineTerms,
});

/** The package as stored and answered. */
export const productInfoSchema = z.strictObject({
  title: z.string(),
  hashrate: z.string(),
  period: z.string(),
  powerDays: z.string(),
  ...packageTerms,
  ...machineTerms,
});
export type ProductInfo = z.output<typeof productInfoSchema>;

const emptyProductInfo = (): ProductInfo => ({
  title: '',
  hashrate: '',
  period: '',
  powerDays: '',
});

/** POST /api/orders: what the checkout sends. A new order is always pending. */
export const createOrderBody = z.strictObject({
  orderId: orderIdSchema.optional(),
  productInfo: productInfoInputSchema.nullish().transform((info) => info ?? emptyProductInfo()),
  /** The buyer's contact or delivery address: required, as the purchase page requires it. */
  deliveryAddress: requiredText(500),
  selectedPool: choice(POOLS),
  paymentMethod: choice(PAYMENT_METHODS),
  orderTime: isoTime.optional(),
  status: z.literal('pending').optional(),
  /** Machines ordered (a shop purchase); stored as the order's quantity, 0 when absent. */
  quantity: z.number().int().min(1).max(1000).optional(),
});
export type CreateOrderInput = z.output<typeof createOrderBody>;

/**
 * PUT /api/orders/{orderId}: the full order from the admin form. The operator's fields are
 * taken; the visitor's (product, address, pool, method, times, payment) are accepted so that
 * the form can send back what it read, and left as stored.
 */
export const adminOrderBody = z.strictObject({
  orderId: orderIdSchema.optional(),
  productInfo: productInfoInputSchema.optional(),
  deliveryAddress: z.string().max(500).optional(),
  selectedPool: choice(POOLS).optional(),
  paymentMethod: choice(PAYMENT_METHODS).optional(),
  orderTime: z.string().max(40).optional(),
  createdAt: z.string().max(40).optional(),
  transactionHash: z.string().max(200).optional(),
  buyerEmail: z.string().max(320).optional(),
  paymentTime: z.string().max(40).optional(),
  status: z
    .enum(['processing', 'completed'])
    .optional()
    .transform((status) => status ?? 'processing'),
  totalAmount: amount,
  unitPrice: amount,
  quantity: amount,
  sellerAddress: text(500),
  qrcode: text(2000),
});
export type AdminOrderInput = z.output<typeof adminOrderBody>;

/** POST /api/orders/{orderId}/payment. The spec applies no format check to either field. */
export const paymentBody = z.strictObject({
  transactionHash: requiredText(200),
  email: requiredText(320),
});
export type PaymentInput = z.output<typeof paymentBody>;

/** Lookups accept any plain id, so that a mistyped one is a 404 rather than a 400. */
export const orderIdParams = z.strictObject({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _'),
});

/** An order as the service answers it (and as the browser keeps a copy of it). */
export const orderSchema = z.strictObject({
  orderId: z.string(),
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
  totalAmount: z.number(),
  unitPrice: z.number(),
  quantity: z.number(),
  sellerAddress: z.string(),
  qrcode: z.string(),
  /** '' until the visitor submits the payment. */
  transactionHash: z.string(),
  buyerEmail: z.string(),
  /** ISO, or '' before the payment. */
  paymentTime: z.string(),
});
export type Order = z.output<typeof orderSchema>;

/**
 * An order as anyone holding its id reads it (the reply of the public calls): what the
 * visitor's screens show. The buyer's contact or delivery address and the payment time are
 * left out; the e-mail given with the payment is masked (`b***@example.com`).
 */
export const publicOrderSchema = orderSchema.omit({ deliveryAddress: true, paymentTime: true });
export type PublicOrder = z.output<typeof publicOrderSchema>;

export const orderListSchema = z.array(orderSchema);

/**
 * GET /api/orders (admin): the order management list's search and filters. With `page` or
 * `pageSize` the reply is a page sorted pending, processing, completed (newest first within
 * each); without, the array of all matching orders, newest first.
 */
export const orderListQuerySchema = z
  .strictObject({
    ...listPagingShape,
    status: z.enum(ORDER_STATUSES).optional(),
    /** Part of the order id or of the product title, any case. */
    q: searchText,
    /** Created at or after / at or before (ISO date-times). */
    from: timeBound,
    to: timeBound,
    /** Total amount bounds in BTC, inclusive. */
    minAmount: amountBound,
    maxAmount: amountBound,
  })
  .refine(rangeInOrder, { message: 'must not be after to', path: ['from'] });
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderPageSchema = pageOf(orderSchema);
export type OrderPage = z.output<typeof orderPageSchema>;
