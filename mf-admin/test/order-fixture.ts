import type { Refund } from '@minesite/shared/contract';
import type { Order, Payment, PaymentTransaction } from '@minesite/shared/domain';

/** A payment; tests override what they look at. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    state: 'awaiting_payment',
    flag: null,
    address: 'bcrt1qorderaddress',
    network: 'regtest',
    dueBtc: 0.0125,
    receivedBtc: 0,
    remainingBtc: 0.0125,
    expiresAt: '2025-03-01T11:00:00.000Z',
    monitorUntil: '2025-03-08T11:00:00.000Z',
    settled: false,
    paidAt: '',
    transactions: [],
    watched: true,
    claim: '',
    invalidReason: '',
    refund: null,
    ...overrides,
  };
}

/** A quoted hash power order as the operator reads it; tests override what they look at. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const product = {
    id: '65f0c0ffee0000000000abcd',
    kind: 'hashpower' as const,
    category: 'cloud-package' as const,
    name: { zh: '180天 BTC 算力套餐', en: '180-day BTC hash power', es: '', ru: '' },
  };
  return {
    orderId: 'ORD1740823200000abc123',
    product,
    quote: {
      quoteId: 'Q0000000000000000000000ab',
      expiresAt: '2025-03-01T10:10:00.000Z',
      product,
      choice: {
        kind: 'hashpower',
        productId: product.id,
        hashrateTh: 50,
        durationDays: 180,
        powerDays: 3,
      },
      lines: [
        { item: 'hashrateFee', quantity: 50, unitPrice: 20, amount: 1000 },
        { item: 'electricityFee', quantity: 3, unitPrice: 2.5, amount: 7.5 },
      ],
      currency: 'USD',
      total: 1007.5,
      btcRate: { price: 80600, at: '2025-03-01T09:59:00.000Z' },
      amountBtc: 0.0125,
      quotedAt: '2025-03-01T10:00:00.000Z',
    },
    payment: aPayment(),
    productInfo: { title: '180天 BTC 算力套餐', hashrate: '50', period: '180', powerDays: '3' },
    deliveryAddress: 'telegram: @miner',
    selectedPool: 'AntPool',
    paymentMethod: 'manual',
    orderTime: '2025-03-01T10:00:00.000Z',
    createdAt: '2025-03-01T10:00:01.000Z',
    status: 'pending',
    totalAmount: 0.0125,
    unitPrice: 20,
    quantity: 50,
    sellerAddress: 'bcrt1qorderaddress',
    qrcode: '',
    transactionHash: '',
    buyerEmail: '',
    paymentTime: '',
    derivationIndex: 7,
    history: [{ at: '2025-03-01T10:00:01.000Z', event: 'created', by: 'buyer', detail: '' }],
    ...overrides,
  };
}

/** A transaction the watcher saw; tests override what they look at. */
export function aTransaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    txid: 'ab'.repeat(32),
    amountBtc: 0.0125,
    confirmations: 1,
    seenAt: '2025-03-01T10:05:00.000Z',
    blockTime: '2025-03-01T10:09:00.000Z',
    late: false,
    droppedAt: '',
    ...overrides,
  };
}

/** A refund the operator offered; tests override what they look at. */
export function aRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    state: 'offered',
    part: 'excess',
    basis: 'order',
    amountBtc: 0.0025,
    rate: null,
    address: '',
    txid: '',
    offeredAt: '2025-03-01T12:00:00.000Z',
    requestedAt: '',
    refundedAt: '',
    ...overrides,
  };
}

/** A machine order made while no BTC rate was fresh: the operator sets its amount. */
export function anOrderAwaitingPrice(): Order {
  const order = anOrder();
  const product = { ...order.product!, kind: 'machine' as const, category: 'miner' as const };
  return anOrder({
    product,
    quote: {
      ...order.quote!,
      product,
      choice: { kind: 'machine', productId: product.id, quantity: 2 },
      lines: [{ item: 'machines', quantity: 2, unitPrice: 15000, amount: 30000 }],
      currency: 'CNY',
      total: 30000,
      btcRate: null,
      amountBtc: 0,
    },
    payment: aPayment({
      state: 'awaiting_price',
      dueBtc: 0,
      remainingBtc: 0,
      expiresAt: '',
      monitorUntil: '',
    }),
    selectedPool: '',
    paymentMethod: '',
    totalAmount: 0,
  });
}
