// The end of an unpaid order: it expires when its window ends and is kept, its address still
// watched; only unpaid orders that nothing ever paid, named or touched are purged, after
// UNPAID_ORDER_RETENTION_DAYS. Nothing with payment evidence is ever deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersModule } from '../src/modules/orders/orders-module.js';
import { ordersService } from '../src/modules/orders/orders-service.js';
import { openAdminSession } from './support/admin-session.js';
import { awaitLogLine } from './support/log-line.js';
import { checkoutBody } from './support/orders.js';
import { startOrdersSweeps } from './support/orders-sweeps.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('orders_expiry');
});
afterAll(() => api.close());

const DAY = 86_400_000;

async function orderCreated(
  daysAgo: number,
  change: (orderId: string) => Promise<unknown> = async () => {},
) {
  const { body } = await api.call('POST', '/api/orders', checkoutBody());
  await change(body.orderId);
  await api.db
    .collection('orders')
    .updateOne(
      { orderId: body.orderId },
      { $set: { createdAt: new Date(Date.now() - daysAgo * DAY) } },
    );
  return body.orderId as string;
}
const exists = async (orderId: string) =>
  (await api.call('GET', `/api/orders/${orderId}`)).status === 200;
const claim = (orderId: string) =>
  api.call('POST', `/api/orders/${orderId}/payment`, {
    transactionHash: '0xpaid',
    email: 'payer@example.com',
  });
const purge = () => ordersService({ db: api.db, config: api.config }).purgeUnpaid();

describe('unpaid orders are kept, and purged only after the retention', () => {
  it('keeps an expired order a day, a week, 89 days later; purges it after 90', async () => {
    expect(api.config.payments.unpaidRetentionMs).toBe(90 * DAY);
    const stale = await orderCreated(91);
    const old = await orderCreated(89);
    const dayOld = await orderCreated(1);

    expect(await purge()).toBe(1);
    expect(await exists(stale)).toBe(false);
    expect(await exists(old)).toBe(true);
    expect(await exists(dayOld)).toBe(true);
  });

  it('never purges an order with a claim, one the operator acted on, or one taken on', async () => {
    const admin = await openAdminSession(api);
    const claimed = await orderCreated(400, claim);
    const confirmed = await orderCreated(400, (orderId) =>
      api.call('POST', `/api/orders/${orderId}/confirm-payment`, { receivedBtc: 0.001 }, admin),
    );
    const invalid = await orderCreated(400, (orderId) =>
      api.call('POST', `/api/orders/${orderId}/invalid`, { reason: 'no stock' }, admin),
    );

    await purge();
    for (const orderId of [claimed, confirmed, invalid]) expect(await exists(orderId)).toBe(true);
  });

  it('a claim arriving with the purge: never a claimed order deleted', async () => {
    const orderId = await orderCreated(100);
    const [payment] = await Promise.all([claim(orderId), purge()]);
    if (payment.status === 200) {
      expect((await api.call('GET', `/api/orders/${orderId}`)).body.transactionHash).toBe('0xpaid');
    } else {
      expect(payment.status).toBe(404);
      expect(await exists(orderId)).toBe(false);
    }
  });

  it('is swept by the module on a timer, starting at once', async () => {
    const stale = await orderCreated(120);
    const task = startOrdersSweeps(api.db);
    try {
      await task.firstRun;
      expect(await exists(stale)).toBe(false);
    } finally {
      task.stop();
    }
  });
});

describe('a payment and a delete at the same time', () => {
  it('never leave a claimed order deleted', async () => {
    for (let round = 0; round < 10; round++) {
      const { body } = await api.call('POST', '/api/orders', checkoutBody());
      const [payment, removal] = await Promise.all([
        claim(body.orderId),
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

    expect((await claim(body.orderId)).status).toBe(200);
  });
});

describe("the module's sweep keeps the module's clock", () => {
  it('purges an order and forgets a quote once the clock is past their ends', async () => {
    const fresh = await orderCreated(0);
    const quote = await api.call('POST', '/api/quotes', { choice: checkoutBody().choice });
    expect(quote.status).toBe(200);
    const heldQuote = () =>
      api.db.collection('held_quotes').countDocuments({ _id: quote.body.quoteId as never });
    expect(await heldQuote()).toBe(1);

    // The purge's log line says it purged; the first run of every timer, that the quotes'
    // sweep ran too.
    const { logger, logged } = awaitLogLine((line) => Boolean(line.purged));
    const task = ordersModule.startBackgroundTask!({
      db: api.db,
      config: api.config,
      logger,
      now: () => new Date(Date.now() + api.config.payments.unpaidRetentionMs + DAY),
    });
    try {
      await logged;
      await task.firstRun;
    } finally {
      task.stop();
    }
    expect(await exists(fresh)).toBe(false);
    expect(await heldQuote()).toBe(0);
  });
});
