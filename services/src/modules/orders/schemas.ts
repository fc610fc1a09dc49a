// The orders contract (spec section 7): request bodies, the route id and the reply shape.
// Every object is strict: unknown fields, and operator-shaped values such as {"$gt": ""} where
// text or a number belongs, are refused with a 400 naming the field.
import { z } from 'zod';
import type { OrderDocument } from './repository.js';
import { ORDER_ID_PATTERN } from './order-id.js';

export const orderStatuses = ['pending', 'processing', 'completed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const pools = ['AntPool', 'F2Pool'] as const;
export const paymentMethods = ['manual', 'fufu'] as const;

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

const orderId = z
  .string()
  .regex(ORDER_ID_PATTERN, "must be 'ORD', a 13-digit timestamp and 6 base-36 characters");

export const productInfoSchema = z.strictObject({
  title: text(200),
  hashrate: text(50),
  period: text(50),
  powerDays: text(50),
  outputType: z.string().trim().max(20).optional(),
  outputRate: z.string().trim().max(50).optional(),
  selectedDuration: z.string().trim().max(50).optional(),
  powerFee: numberOrText.optional(),
  electricityFee: numberOrText.optional(),
  historicalOutput: numberOrText.optional(),
  breakevenDays: numberOrText.optional(),
  cycle: numberOrText.optional(),
  profit: numberOrText.optional(),
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
  orderId: orderId.optional(),
  productInfo: productInfoSchema.nullish().transform((info) => info ?? emptyProductInfo()),
  deliveryAddress: text(500),
  selectedPool: choice(pools),
  paymentMethod: choice(paymentMethods),
  orderTime: isoTime.optional(),
  status: z.literal('pending').optional(),
});
export type CreateOrderInput = z.output<typeof createOrderBody>;

/**
 * PUT /api/orders/:orderId: the full order from the admin form. The operator's fields are
 * taken; the visitor's (product, address, pool, method, times, payment) are accepted so that
 * the form can send back what it read, and left as stored.
 */
export const adminOrderBody = z.strictObject({
  orderId: orderId.optional(),
  productInfo: productInfoSchema.optional(),
  deliveryAddress: z.string().max(500).optional(),
  selectedPool: choice(pools).optional(),
  paymentMethod: choice(paymentMethods).optional(),
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

/** POST /api/orders/:orderId/payment. The spec applies no format check to either field. */
export const paymentBody = z.strictObject({
  transactionHash: requiredText(200),
  email: requiredText(320),
});
export type PaymentInput = z.output<typeof paymentBody>;

/** Lookups accept any plain id, so that a mistyped one is a 404 rather than a 400. */
export const orderIdParams = z.strictObject({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _'),
});

export interface OrderReply {
  orderId: string;
  productInfo: ProductInfo;
  deliveryAddress: string;
  selectedPool: string;
  paymentMethod: string;
  orderTime: string;
  createdAt: string;
  status: OrderStatus;
  totalAmount: number;
  unitPrice: number;
  quantity: number;
  sellerAddress: string;
  qrcode: string;
  transactionHash: string;
  buyerEmail: string;
  paymentTime: string;
}

export function toOrderReply(order: OrderDocument): OrderReply {
  return {
    orderId: order.orderId,
    productInfo: order.productInfo,
    deliveryAddress: order.deliveryAddress,
    selectedPool: order.selectedPool,
    paymentMethod: order.paymentMethod,
    orderTime: order.orderTime,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    totalAmount: order.totalAmount,
    unitPrice: order.unitPrice,
    quantity: order.quantity,
    sellerAddress: order.sellerAddress,
    qrcode: order.qrcode,
    transactionHash: order.transactionHash,
    buyerEmail: order.buyerEmail,
    paymentTime: order.paymentTime ? order.paymentTime.toISOString() : '',
  };
}
