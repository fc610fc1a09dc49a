import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { ordersModule, ordersService } from '../src/modules/orders/routes.js';
import { PAYMENT_WINDOW_MS } from '../src/modules/orders/service.js';
import { checkoutBody } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('orders_expiry');
});
afterAll(() => api.close());

const HOUR = 3_600_000;

async function orderCreated(
  hoursAgo: number,
  change: (orderId: string) => Promise<unknown> = async () => {},
) {
  const { body } = await api.call('POST', '/api/orders', checkoutBody());
  await change(body.orderId);
  await api.db
    .collection('orders')
    .updateOne(
      { orderId: body.orderId },
      { $set: { createdAt: new Date(Date.now() - hoursAgo * HOUR) } },
    );
  return body.orderId as string;
}
const exists = async (orderId: string) =>
  (await api.call('GET', `/api/orders/${orderId}`)).status === 200;
const pay = (orderId: string) =>
  api.call('POST', `/api/orders/${orderId}/payment`, {
    transactionHash: '0xpaid',
    email: 'payer@example.com',
  });

describe('unpaid pending orders expire after the 6-hour payment window', () => {
  it('deletes only pending orders without a payment older than 6 hours', async () => {
    expect(PAYMENT_WINDOW_MS).toBe(6 * HOUR);
    const stale = await orderCreated(6.1);
    const fresh = await orderCreated(5.9);
    const paidLongAgo = await orderCreated(72, pay);
    const taken = await orderCreated(72, (orderId) =>
      api.db.collection('orders').updateOne({ orderId }, { $set: { status: 'processing' } }),
    );

    const expired = await ordersService(api.db).expireUnpaid();

    expect(expired).toBe(1);
    expect(await exists(stale)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(paidLongAgo)).toBe(true);
    expect(await exists(taken)).toBe(true);
  });

  it('an order with a submitted payment never expires, even when paid at the last moment', async () => {
    const orderId = await orderCreated(7);
    const [payment] = await Promise.all([pay(orderId), ordersService(api.db).expireUnpaid()]);

    // Either the payment came first (the order stays, paid) or the sweep did (the payment
    // then finds no order): never a paid order deleted.
    if (payment.status === 200) {
      const stored = await api.call('GET', `/api/orders/${orderId}`);
      expect(stored.body.transactionHash).toBe('0xpaid');
    } else {
      expect(payment.status).toBe(404);
      expect(await exists(orderId)).toBe(false);
    }
  });

  it('is swept by the module on a timer, starting at once', async () => {
    const stale = await orderCreated(8);
    const task = ordersModule.startBackgroundTask!({
      db: api.db,
      config: loadConfig({
        ...TEST_PAYMENT_ENV,
        MONGODB_URI: 'mongodb://unused',
        LOG_LEVEL: 'silent',
      }),
      logger: createLogger('silent'),
    });
    try {
      await vi.waitFor(async () => expect(await exists(stale)).toBe(false), { timeout: 10_000 });
    } finally {
      task.stop();
    }
  });
});

describe('a payment and a delete at the same time', () => {
  it('never leave a paid order deleted', async () => {
    for (let round = 0; round < 10; round++) {
      const { body } = await api.call('POST', '/api/orders', checkoutBody());
      const [payment, removal] = await Promise.all([
        pay(body.orderId),
        api.call('DELETE', `/api/orders/${body.orderId}`),
      ]);

      expect([payment.status, removal.status].sort()).toEqual(
        payment.status === 200 ? [200, 409] : [200, 404],
      );
      expect(await exists(body.orderId)).toBe(payment.status === 200);
    }
  });

  it('a lock left behind by a crashed request expires', async () => {
    const { body } = await api.call('POST', '/api/orders', checkoutBody());
    await api.db
      .collection<{ _id: string; token: string; expiresAt: Date }>('order_locks')
      .insertOne({ _id: body.orderId, token: 'crashed', expiresAt: new Date(Date.now() - 1) });

    expect((await pay(body.orderId)).status).toBe(200);
  });
});
