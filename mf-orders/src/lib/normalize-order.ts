/**
 * The copies of orders this browser keeps, read into the contract's public view (`PublicOrder`,
 * what the service answers): a copy may have been saved by an older version of the site, so
 * missing fields default to 0 or an empty string, orders made before quotes
 * have no product or quote, and a copy from before payments gets the payment the service would
 * derive for it. The service's own replies are not read here: the contract types them.
 *
 * Written without zod, as a page that shows a kept copy (my orders, an order offline) ships none.
 */
import { CURRENCIES } from '@minesite/shared/catalog';
import { readCachedOrder } from '@minesite/shared/storage';
import {
  ORDER_PRODUCT_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POOLS,
  type PublicOrder,
  type ProductInfo,
} from '@minesite/shared/domain';
import {
  amount,
  loose,
  numberOrText,
  oneOf,
  optionalOneOf,
  optionalText,
  read,
  text,
  type Loose,
  type Readers,
} from './loose-read';
import { readPayment } from './normalize-payment';
import { readOrderProduct, readQuote } from './normalize-quote';

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
  kind: (p) => optionalOneOf(ORDER_PRODUCT_KINDS, p.kind),
  productId: (p) => (typeof p.productId === 'string' ? p.productId : undefined),
  unitPrice: (p) =>
    typeof p.unitPrice === 'number' && Number.isFinite(p.unitPrice) ? p.unitPrice : undefined,
  currency: (p) => optionalOneOf(CURRENCIES, p.currency),
};

const ORDER: Readers<PublicOrder> = {
  orderId: (o) => text(o.orderId),
  product: (o) => readOrderProduct(o.product),
  quote: (o) => readQuote(o.quote),
  payment: (o) =>
    readPayment(o.payment, {
      totalAmount: amount(o.totalAmount),
      sellerAddress: text(o.sellerAddress),
      transactionHash: text(o.transactionHash),
    }),
  productInfo: (o) => read(PRODUCT_INFO, loose(o.productInfo)),
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
};

/** A kept copy of an order; null when the value is not an order at all (no order id). */
export function normalizeOrder(raw: unknown): PublicOrder | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Loose;
  if (!text(o.orderId)) return null;
  return read(ORDER, o);
}

/** The copy of the order this browser keeps (perhaps by an older version); null when none. */
export const localOrderCopy = (orderId: string): PublicOrder | null =>
  normalizeOrder(readCachedOrder(orderId));
