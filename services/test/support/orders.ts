// Test helpers for the orders API: valid checkout bodies (what the checkouts send: the buyer's
// choice, never a price, and a fresh idempotency key) and order ids of both forms.
import { randomBytes, randomUUID } from 'node:crypto';
import { newOrderId } from '../../src/modules/orders/order-id.js';

/** An id of the form the service makes now (20 random characters), for no order. */
export function testOrderId(): string {
  return newOrderId(new Date());
}

let counter = 0;

/** An id of the spec's former form ('ORD', the time, 6 random characters), unique per call. */
export function legacyOrderId(): string {
  counter += 1;
  const suffix = (randomBytes(4).readUInt32BE() + counter).toString(36).padStart(6, '0').slice(-6);
  return `ORD${Date.now()}${suffix}`;
}

/** A fresh idempotency key, as a checkout makes one per order. */
export const testRequestId = (): string => randomUUID();

/** The seed's 30-day trial: 10 T at 9.5 CNY (1.30 USD), 30 days of electricity: 21.65 USD. */
export const trialChoice = {
  kind: 'hashpower',
  productId: 'cloud-trial-30',
  hashrateTh: 10,
  durationDays: 30,
  powerDays: 30,
} as const;

/** Three of the seed's Antminer S19 XP 141T (16 800 CNY each). */
export const machineChoice = { kind: 'machine', productId: '1', quantity: 3 } as const;

/** The seed's RTX 3090 plan for 24 hours (1.55 CNY an hour). */
export const rentalChoice = {
  kind: 'rental',
  productId: 'gpu-3090',
  plan: 'hourly',
  hours: 24,
  region: 'canada',
} as const;

/** What the hash power checkout sends. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    requestId: testRequestId(),
    choice: trialChoice,
    deliveryAddress: 'buyer@example.com',
    selectedPool: 'AntPool',
    paymentMethod: 'manual',
    orderTime: '2025-03-01T10:00:00.000Z',
    status: 'pending',
    ...overrides,
  };
}

/** What the machine or rental checkout sends (no pool, no deduction method). */
export function otherKindBody(choice: object, overrides: Record<string, unknown> = {}) {
  return {
    requestId: testRequestId(),
    choice,
    deliveryAddress: 'buyer@example.com',
    ...overrides,
  };
}
