// Test helpers for the orders API: a valid checkout body and a fresh client-made id.
import { randomBytes } from 'node:crypto';

let counter = 0;

/** An id in the spec's format, unique per call. */
export function testOrderId(): string {
  counter += 1;
  const suffix = (randomBytes(4).readUInt32BE() + counter).toString(36).padStart(6, '0').slice(-6);
  return `ORD${Date.now()}${suffix}`;
}

export const trialPackage = {
  title: '30天体验套餐',
  outputType: 'BTC',
  hashrate: '10',
  outputRate: '0.0000052',
  period: '30',
  powerDays: '30',
  electricityFee: 8.65,
};

/** What the checkout page sends (spec section 7). */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    orderId: testOrderId(),
    productInfo: trialPackage,
    deliveryAddress: 'buyer@example.com',
    selectedPool: 'AntPool',
    paymentMethod: 'manual',
    orderTime: '2025-03-01T10:00:00.000Z',
    status: 'pending',
    ...overrides,
  };
}
