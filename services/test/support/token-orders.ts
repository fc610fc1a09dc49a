// What the token rails' money tests call on their payments site: a POST, an order of the hash
// power trial to be paid on the rail, and the buyer's claim that a transaction paid it.
import type { TokenRail } from '@minesite/shared/domain';
import { expect } from 'vitest';
import { checkoutBody } from './orders.js';
import type { PaymentsSite } from './payments.js';

/** `site` is read at each call: the tests start theirs in `beforeAll`. */
export function tokenOrders(site: () => PaymentsSite, rail: TokenRail) {
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    site().api.call('POST', path, body, headers);
  return {
    post,
    async placeOrder() {
      const reply = await post('/api/orders', { ...checkoutBody(), rail });
      expect(reply.status).toBe(201);
      return reply.body as { orderId: string; payment: { address: string } };
    },
    claim: (orderId: string, transactionHash: string) =>
      post(`/api/orders/${orderId}/payment`, { transactionHash, email: 'buyer@example.com' }),
  };
}
