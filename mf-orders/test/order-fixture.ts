import type { Refund } from '@minesite/shared/contract';
import type {
  Order,
  OrderProduct,
  Payment,
  PaymentTransaction,
  Quote,
} from '@minesite/shared/domain';

const ORDER_ID = 'ORD1735689600000abc123';
export const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

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

/** 10 TH/s for 180 days with 15 days of electricity, at 65,000 USD a bitcoin. */
export const aQuote = (overrides: Partial<Quote> = {}): Quote => ({
  quoteId: 'Q0123456789abcdefghijklmn',
  expiresAt: '2025-01-01T00:10:00.000Z',
  product: aProduct(),
  choice: {
    kind: 'hashpower',
    productId: 'cp-180',
    hashrateTh: 10,
    durationDays: 180,
    powerDays: 15,
  },
  lines: [
    { item: 'hashrateFee', quantity: 10, unitPrice: 12, amount: 120 },
    { item: 'electricityFee', quantity: 15, unitPrice: 0.5, amount: 7.5 },
  ],
  currency: 'USD',
  total: 127.5,
  btcRate: { price: 65_000, at: '2025-01-01T00:00:00.000Z' },
  amountBtc: 0.00196154,
  quotedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const aPayment = (overrides: Partial<Payment> = {}): Payment => ({
  state: 'awaiting_payment',
  flag: null,
  address: ADDRESS,
  network: 'regtest',
  dueBtc: 0.00196154,
  receivedBtc: 0,
  remainingBtc: overrides.dueBtc ?? 0.00196154,
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

/** A transaction paying the order's address, in the mempool; tests override what they look at. */
export const aTransaction = (overrides: Partial<PaymentTransaction> = {}): PaymentTransaction => ({
  txid: 'f'.repeat(56) + 'abc12345',
  amountBtc: 0.00196154,
  confirmations: 0,
  seenAt: '2025-01-01T00:31:00.000Z',
  blockTime: '',
  late: false,
  droppedAt: '',
  ...overrides,
});

/** A refund the operator offered; tests override what they look at. */
export const aRefund = (overrides: Partial<Refund> = {}): Refund => ({
  state: 'offered',
  part: 'all',
  basis: 'order',
  amountBtc: 0.00196154,
  rate: null,
  address: '',
  txid: '',
  offeredAt: '2025-01-02T00:00:00.000Z',
  requestedAt: '',
  refundedAt: '',
  ...overrides,
});

/** A complete order (a quoted hash power package awaiting payment); tests override what they look at. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: ORDER_ID,
    product: aProduct(),
    quote: aQuote(),
    payment: aPayment(),
    productInfo: { title: '180天 BTC 算力套餐', hashrate: '10', period: '180', powerDays: '15' },
    deliveryAddress: 'buyer@example.com',
    selectedPool: 'AntPool',
    paymentMethod: 'manual',
    orderTime: '2025-01-01T00:00:00.000Z',
    status: 'pending',
    totalAmount: 0.00196154,
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

/** An order made before quotes, as the service answers it: no product or quote, its old fields. */
export const anOrderFromBeforeQuotes = () =>
  anOrder({
    orderId: anOldCopy().orderId,
    productInfo: anOldCopy().productInfo,
    selectedPool: 'F2Pool',
    orderTime: anOldCopy().orderTime,
    totalAmount: 0.5,
    sellerAddress: 'bc1qold',
    product: null,
    quote: null,
    unitPrice: 0,
    quantity: 0,
    payment: aPayment({ address: 'bc1qold', dueBtc: 0.5, remainingBtc: 0.5 }),
  });

/** An order made before quotes, as a browser of that time kept it. */
export const anOldCopy = () => ({
  orderId: 'ORD1700000000000old001',
  productInfo: { title: '30天体验套餐', hashrate: '10', period: '30', powerDays: '30' },
  selectedPool: 'F2Pool',
  paymentMethod: 'manual',
  orderTime: '2024-01-01T00:00:00.000Z',
  status: 'pending',
  totalAmount: 0.5,
  sellerAddress: 'bc1qold',
});
