import type { Order } from '@minesite/shared/domain';

/** A complete order; tests override what they look at. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'ORD1735689600000abc123',
    productInfo: { title: '30天体验套餐', hashrate: '10', period: '30', powerDays: '30' },
    deliveryAddress: 'buyer@example.com',
    selectedPool: 'AntPool',
    paymentMethod: 'manual',
    orderTime: '2025-01-01T00:00:00.000Z',
    status: 'pending',
    totalAmount: 0,
    unitPrice: 0,
    quantity: 0,
    sellerAddress: '',
    qrcode: '',
    transactionHash: '',
    buyerEmail: '',
    paymentTime: '',
    ...overrides,
  };
}
