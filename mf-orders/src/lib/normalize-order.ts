/**
 * Orders as the screens use them, whatever their source (the service, a copy cached by an
 * older version of the site): missing fields default to 0 or an empty string (spec section 3).
 *
 * The shape is the contract's (`@minesite/shared/contract`, as types only: no zod reaches the
 * page). There is one reader per field, so a field added, renamed or retyped in the contract is
 * a type error here.
 */
import { CURRENCIES } from '@minesite/shared/catalog';
import {
  ORDER_PRODUCT_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POOLS,
  type Order,
  type OrderStatus,
  type ProductInfo,
} from '@minesite/shared/domain';

type Loose = Record<string, unknown>;

/** How to read each field of `T` (optional fields too) from a loose value. */
type Readers<T> = { [K in keyof Required<T>]: (raw: Loose) => T[K] };

const loose = (value: unknown): Loose =>
  typeof value === 'object' && value !== null ? (value as Loose) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const optionalText = (value: unknown): string | undefined =>
  value === undefined ? undefined : text(value);
const amount = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const numberOrText = (value: unknown): number | string | undefined =>
  typeof value === 'number' || typeof value === 'string' ? value : undefined;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | '' =>
  values.includes(value as T) ? (value as T) : '';

const optionalOneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** Reads every field; an optional field is left out when its reader finds nothing. */
function read<T>(readers: Readers<T>, raw: Loose): T {
  const result: Loose = {};
  for (const [field, reader] of Object.entries<(raw: Loose) => unknown>(readers)) {
    const value = reader(raw);
    if (value !== undefined) result[field] = value;
  }
  return result as T;
}

const PRODUCT_INFO: Readers<ProductInfo> = {
  title: (p) => text(p.title),
  hashrate: (p) => text(p.hashrate),
  period: (p) => text(p.period),
  powerDays: (p) => text(p.powerDays),
  outputType: (p) => optionalText(p.outputType),
  outputRate: (p) => optionalText(p.outputRate),
  selectedDuration: (p) => optionalText(p.selectedDuration),
  powerFee: (p) => numberOrText(p.powerFee),
  electricityFee: (p) => numberOrText(p.electricityFee),
  historicalOutput: (p) => numberOrText(p.historicalOutput),
  breakevenDays: (p) => numberOrText(p.breakevenDays),
  cycle: (p) => numberOrText(p.cycle),
  profit: (p) => numberOrText(p.profit),
  // A machine from the shop (mf-shop's checkout): which product, at what price per machine.
  kind: (p) => optionalOneOf(ORDER_PRODUCT_KINDS, p.kind),
  productId: (p) => (typeof p.productId === 'string' ? p.productId : undefined),
  unitPrice: (p) =>
    typeof p.unitPrice === 'number' && Number.isFinite(p.unitPrice) ? p.unitPrice : undefined,
  currency: (p) => optionalOneOf(CURRENCIES, p.currency),
};

const ORDER: Readers<Order> = {
  orderId: (o) => text(o.orderId),
  productInfo: (o) => read(PRODUCT_INFO, loose(o.productInfo)),
  deliveryAddress: (o) => text(o.deliveryAddress),
  selectedPool: (o) => oneOf(POOLS, o.selectedPool),
  paymentMethod: (o) => oneOf(PAYMENT_METHODS, o.paymentMethod),
  orderTime: (o) => text(o.orderTime) || text(o.createdAt),
  createdAt: (o) => optionalText(o.createdAt),
  status: (o) => oneOf(ORDER_STATUSES, o.status) || 'pending',
  totalAmount: (o) => amount(o.totalAmount),
  unitPrice: (o) => amount(o.unitPrice),
  quantity: (o) => amount(o.quantity),
  sellerAddress: (o) => text(o.sellerAddress),
  qrcode: (o) => text(o.qrcode),
  transactionHash: (o) => text(o.transactionHash),
  buyerEmail: (o) => text(o.buyerEmail),
  paymentTime: (o) => text(o.paymentTime),
};

/** Returns null when the value is not an order at all (no order id). */
export function normalizeOrder(raw: unknown): Order | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Loose;
  if (!text(o.orderId)) return null;
  return read(ORDER, o);
}

/** When the order was placed, in ms (orderTime, else createdAt); 0 when unknown. */
export function orderTimeMs(order: Pick<Order, 'orderTime' | 'createdAt'>): number {
  const ms = Date.parse(order.orderTime || order.createdAt || '');
  return Number.isFinite(ms) ? ms : 0;
}

const STATUS_RANK: Record<OrderStatus, number> = { pending: 0, processing: 1, completed: 2 };

/**
 * The order to show: the service's copy, with the browser's own payment mark on top. After the
 * visitor submits a payment the site marks the order completed locally (spec section 4) while
 * the service keeps its status for the operator; the local mark stays until the service's
 * status reaches it.
 */
export function withLocalPaymentMark(server: Order, cached: Order | null): Order {
  if (
    !cached ||
    cached.orderId !== server.orderId ||
    !cached.transactionHash ||
    STATUS_RANK[cached.status] <= STATUS_RANK[server.status]
  ) {
    return server;
  }
  return {
    ...server,
    status: cached.status,
    transactionHash: server.transactionHash || cached.transactionHash,
    buyerEmail: server.buyerEmail || cached.buyerEmail,
  };
}
