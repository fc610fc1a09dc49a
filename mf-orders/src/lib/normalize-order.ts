/**
 * Orders as the screens use them, whatever their source (the service, a copy cached by an
 * older version of the site): missing fields default to 0 or an empty string (spec section 3).
 */
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POOLS,
  type Order,
  type OrderStatus,
  type ProductInfo,
} from '@minesite/shared/domain';

type Loose = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const amount = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | '' =>
  values.includes(value as T) ? (value as T) : '';

function normalizeProductInfo(raw: unknown): ProductInfo {
  const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Loose;
  const info: ProductInfo = {
    title: text(p.title),
    hashrate: text(p.hashrate),
    period: text(p.period),
    powerDays: text(p.powerDays),
  };
  for (const key of ['outputType', 'outputRate', 'selectedDuration'] as const) {
    if (p[key] !== undefined) info[key] = text(p[key]);
  }
  for (const key of [
    'powerFee',
    'electricityFee',
    'historicalOutput',
    'breakevenDays',
    'cycle',
    'profit',
  ] as const) {
    const value = p[key];
    if (typeof value === 'number' || typeof value === 'string') info[key] = value;
  }
  return info;
}

/** Returns null when the value is not an order at all (no order id). */
export function normalizeOrder(raw: unknown): Order | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Loose;
  const orderId = text(o.orderId);
  if (!orderId) return null;
  const status = oneOf(ORDER_STATUSES, o.status) || 'pending';
  const order: Order = {
    orderId,
    productInfo: normalizeProductInfo(o.productInfo),
    deliveryAddress: text(o.deliveryAddress),
    selectedPool: oneOf(POOLS, o.selectedPool),
    paymentMethod: oneOf(PAYMENT_METHODS, o.paymentMethod),
    orderTime: text(o.orderTime) || text(o.createdAt),
    status,
    totalAmount: amount(o.totalAmount),
    unitPrice: amount(o.unitPrice),
    quantity: amount(o.quantity),
    sellerAddress: text(o.sellerAddress),
    qrcode: text(o.qrcode),
    transactionHash: text(o.transactionHash),
    buyerEmail: text(o.buyerEmail),
    paymentTime: text(o.paymentTime),
  };
  if (o.createdAt !== undefined) order.createdAt = text(o.createdAt);
  return order;
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
