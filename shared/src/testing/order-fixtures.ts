/**
 * Test helper: one quoted hash power order and its parts, typed by the contract, as the
 * service answers them. Each builder takes what a test looks at as overrides.
 */
import {
  publicOrderSchema,
  type Order,
  type OrderProduct,
  type Payment,
  type PaymentTransaction,
  type Quote,
  type QuoteItem,
  type Refund,
} from '../contract';

/** The order's payment address (regtest). */
export const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

/** What the quote asks for the order, in BTC. */
const DUE_BTC = 0.00196154;

/** The fields of an order as anyone holding its id reads it, sorted. */
export const PUBLIC_ORDER_FIELDS = Object.keys(publicOrderSchema.shape).sort();

export const aProduct = (): OrderProduct => ({
  id: 'cp-180',
  kind: 'hashpower',
  category: 'cloud-package',
  name: {
    zh: '180天 BTC 算力套餐',
    en: '180-day BTC hash power package',
    es: 'Paquete de hashrate BTC de 180 días',
    ru: 'Пакет хешрейта BTC на 180 дней',
  },
});

/** One package of 10 TH/s for 180 days with 15 days of electricity (the quote's one line). */
export const aQuoteItem = (overrides: Partial<QuoteItem> = {}): QuoteItem => ({
  product: aProduct(),
  choice: {
    kind: 'hashpower',
    productId: 'cp-180',
    hashrateTh: 10,
    durationDays: 180,
    powerDays: 15,
  },
  quantity: 1,
  lines: [
    { item: 'hashrateFee', quantity: 10, unitPrice: 12, amount: 120 },
    { item: 'electricityFee', quantity: 15, unitPrice: 0.5, amount: 7.5 },
  ],
  currency: 'USD',
  total: 127.5,
  amountBtc: DUE_BTC,
  ...overrides,
});

/** 10 TH/s for 180 days with 15 days of electricity, at 65,000 USD a bitcoin. */
export const aQuote = (overrides: Partial<Quote> = {}): Quote => {
  const { product, choice, lines, currency, total, amountBtc } = aQuoteItem();
  return {
    quoteId: 'Q0123456789abcdefghijklmn',
    expiresAt: '2025-01-01T00:10:00.000Z',
    product,
    choice,
    lines,
    currency,
    total,
    btcRate: { price: 65_000, at: '2025-01-01T00:00:00.000Z' },
    amountBtc,
    quotedAt: '2025-01-01T00:00:00.000Z',
    rail: 'btc',
    usdRate: { price: 1, at: '2025-01-01T00:00:00.000Z' },
    amountUsdt: 127.5,
    items: [aQuoteItem()],
    totals: [{ currency, total }],
    ...overrides,
  };
};

/** The payment of the quote, nothing received yet; `remainingBtc` follows an overridden due. */
export const aPayment = (overrides: Partial<Payment> = {}): Payment => ({
  state: 'awaiting_payment',
  flag: null,
  rail: 'btc',
  token: null,
  address: ADDRESS,
  network: 'regtest',
  dueBtc: DUE_BTC,
  receivedBtc: 0,
  remainingBtc: overrides.dueBtc ?? DUE_BTC,
  expiresAt: '2025-01-01T01:00:00.000Z',
  monitorUntil: '2025-01-08T01:00:00.000Z',
  settled: false,
  paidAt: '',
  transactions: [],
  watched: true,
  claim: '',
  invalidReason: '',
  refund: null,
  ...overrides,
});

/** A transaction paying the order's address, in the mempool. */
export const aTransaction = (overrides: Partial<PaymentTransaction> = {}): PaymentTransaction => ({
  txid: 'f'.repeat(56) + 'abc12345',
  amountBtc: DUE_BTC,
  // In the rail's token: on BTC the same as amountBtc.
  amount: overrides.amountBtc ?? DUE_BTC,
  confirmations: 0,
  seenAt: '2025-01-01T00:31:00.000Z',
  blockTime: '',
  late: false,
  droppedAt: '',
  ...overrides,
});

/** A refund the operator offered. */
export const aRefund = (overrides: Partial<Refund> = {}): Refund => ({
  state: 'offered',
  part: 'all',
  basis: 'order',
  amountBtc: DUE_BTC,
  amount: overrides.amountBtc ?? DUE_BTC,
  rate: null,
  address: '',
  txid: '',
  offeredAt: '2025-01-02T00:00:00.000Z',
  requestedAt: '',
  refundedAt: '',
  ...overrides,
});

/** A complete order (a quoted hash power package awaiting payment). */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'ORD1735689600000abc123',
    product: aProduct(),
    quote: aQuote(),
    payment: aPayment(),
    productInfo: { title: '180天 BTC 算力套餐', hashrate: '10', period: '180', powerDays: '15' },
    deliveryAddress: 'buyer@example.com',
    selectedPool: 'AntPool',
    paymentMethod: 'manual',
    orderTime: '2025-01-01T00:00:00.000Z',
    status: 'pending',
    totalAmount: DUE_BTC,
    unitPrice: 12,
    quantity: 10,
    sellerAddress: ADDRESS,
    qrcode: '',
    transactionHash: '',
    buyerEmail: '',
    paymentTime: '',
    ...overrides,
  };
}

/** The order as the operator reads it: with the service's clock, the address index and the history. */
export function anOperatorsOrder(overrides: Partial<Order> = {}): Order {
  return anOrder({
    createdAt: '2025-01-01T00:00:01.000Z',
    derivationIndex: 7,
    history: [{ at: '2025-01-01T00:00:01.000Z', event: 'created', by: 'buyer', detail: '' }],
    ...overrides,
  });
}
