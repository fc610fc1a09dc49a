// Two app instances on one database, as two replicas behind a load balancer: their watchers
// sweeping at once never process an order twice, with the sweep's lease and without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { OrdersRepository } from '../src/modules/orders/repository.js';
import { ordersService } from '../src/modules/orders/orders-service.js';
import { chainClientFor } from '../src/modules/payments/chain-client.js';
import { ChainWatcher } from '../src/modules/payments/chain-watcher.js';
import { chainWatcher } from '../src/modules/payments/payments-module.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let site: PaymentsSite;
let second: TestApi;
beforeAll(async () => {
  site = await startPaymentsSite('payments_replicas');
  second = await startTestApi('payments_replicas', {
    dbName: site.api.db.databaseName,
    env: { CHAIN_API_URL: site.chain.url, MARKET_PROVIDER_URL: site.rates.url },
  });
});
afterAll(async () => {
  await second.close();
  await site.close();
});

const logger = createLogger('silent');
const watcherOf = (api: TestApi) => chainWatcher({ db: api.db, config: api.config, logger });

/** A watcher of `api` whose lease is always granted: only the per-order writes keep it safe. */
function leaselessWatcher(api: TestApi) {
  return new ChainWatcher({
    orders: new OrdersRepository(api.db),
    service: ordersService({ db: api.db, config: api.config }),
    leases: { tryAcquire: async () => ({ remainingMs: () => 60_000, release: async () => {} }) },
    chain: chainClientFor(api.config.chain),
    config: api.config.chain,
    logger,
  });
}

/** Orders placed on either instance, paid in full and confirmed. */
async function paidOrders(count: number) {
  const orders = await Promise.all(Array.from({ length: count }, () => site.placeOrder()));
  for (const { payment } of orders) site.chain.pay(payment.address, payment.dueBtc);
  site.chain.mine();
  return orders;
}

async function expectPaidOnce(orders: { orderId: string }[]) {
  for (const { orderId } of orders) {
    expect((await site.payment(orderId)).state).toBe('paid');
    expect(await site.history(orderId)).toEqual(['created/buyer', 'seen/chain', 'paid/chain']);
  }
}

describe('two replicas sweeping at once', () => {
  it('never process an order twice', async () => {
    const orders = await paidOrders(4);
    await Promise.all([
      watcherOf(site.api).sweep(),
      watcherOf(second).sweep(),
      watcherOf(site.api).sweep(),
      watcherOf(second).sweep(),
    ]);
    await expectPaidOnce(orders);
  });

  it('one holds the lease: the other skips its round and asks the chain nothing', async () => {
    await paidOrders(2);
    const lease = await site.api.db
      .collection<{ _id: string; token: string; expiresAt: Date }>('sweep_leases')
      .insertOne({
        _id: 'chain-watcher',
        token: 'other-replica',
        expiresAt: new Date(Date.now() + 60_000),
      });
    expect(lease.acknowledged).toBe(true);
    const calls = site.chain.calls().length;

    expect(await watcherOf(second).sweep()).toMatchObject({ swept: false, checked: 0 });
    expect(site.chain.calls()).toHaveLength(calls);
  });

  it('takes over a lease whose time is over (its replica crashed)', async () => {
    await site.api.db
      .collection<{ _id: string; token: string; expiresAt: Date }>('sweep_leases')
      // Ended a minute ago: the lease is judged on the database's clock, which this process
      // only estimates, so a lease ended a millisecond ago may still look held.
      .updateOne({ _id: 'chain-watcher' }, { $set: { expiresAt: new Date(Date.now() - 60_000) } });
    const report = await watcherOf(second).sweep();
    expect(report.swept).toBe(true);
    // Let go at the end: the next sweep, on either replica, runs.
    expect((await watcherOf(site.api).sweep()).swept).toBe(true);
  });

  it('without the lease, the per-order writes alone still process each order once', async () => {
    const orders = await paidOrders(4);
    await Promise.all([
      leaselessWatcher(site.api).sweep(),
      leaselessWatcher(second).sweep(),
      leaselessWatcher(site.api).sweep(),
    ]);
    await expectPaidOnce(orders);
  });

  it("a buyer's claim and a sweep at once record the payment once", async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId, payment } = await site.placeOrder();
      const txid = site.chain.pay(payment.address, payment.dueBtc);
      const [claim] = await Promise.all([
        second.call('POST', `/api/orders/${orderId}/payment`, {
          transactionHash: txid,
          email: 'payer@example.com',
        }),
        leaselessWatcher(site.api).sweep(),
      ]);
      expect(claim.status).toBe(200);
      const stored = await site.payment(orderId);
      expect(stored).toMatchObject({ state: 'seen', claim: 'verified' });
      expect(stored.transactions).toHaveLength(1);
      const history = await site.history(orderId);
      expect(history.filter((entry) => entry === 'seen/chain')).toHaveLength(1);
    }
  });
});
