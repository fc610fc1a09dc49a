// What the payment tests share: the app with the fake chain and the fake rate provider on real
// ports (orders of the hash power trial are quoted in USD, so they await a payment at once),
// the chain watcher as the module runs it, and readers of an order's payment and history.
import type { Order, Payment } from '@minesite/shared/contract';
import { createLogger } from '../../src/logger.js';
import { chainWatcher } from '../../src/modules/payments/payments-module.js';
import type { ChainWatcher } from '../../src/modules/payments/chain-watcher.js';
import { openAdminSession } from './admin-session.js';
import { startFakeChain, startFakeRates, type FakeChain, type FakeRates } from './fake-chain.js';
import { checkoutBody } from './orders.js';
import { startTestApi, type TestApi, type TestApiOptions } from './test-api.js';

export interface PaymentsSite {
  api: TestApi;
  chain: FakeChain;
  rates: FakeRates;
  /**
   * A chain watcher of this app (a new one per call: as another start of the module), on the
   * clock `now` (the real one by default): a test moves time instead of waiting for it.
   */
  watcher(now?: () => Date): ChainWatcher;
  /** Places a hash power order, quoted and awaiting its payment. */
  placeOrder(): Promise<PublicOrderView>;
  payment(orderId: string): Promise<Payment>;
  /** The order's history as the operator reads it: `event/by` per entry. */
  history(orderId: string): Promise<string[]>;
  adminOrder(orderId: string): Promise<Order>;
  /** Moves the end of the order's payment window, its creation or its claim back in time. */
  backdate(
    orderId: string,
    change: {
      windowEndedMinutesAgo?: number;
      createdHoursAgo?: number;
      claimedMinutesAgo?: number;
    },
  ): Promise<void>;
  close(): Promise<void>;
}

export interface PublicOrderView {
  orderId: string;
  payment: Payment;
}

export async function startPaymentsSite(
  name: string,
  options: TestApiOptions & { chainApi?: boolean } = {},
): Promise<PaymentsSite> {
  const chain = await startFakeChain();
  const rates = await startFakeRates();
  // The seed's products without its generated pictures: a full seed per site is seconds of
  // image work, which on a loaded machine kept the tests that start a site of their own waiting.
  const api = await startTestApi(name, {
    ...options,
    env: {
      MARKET_PROVIDER_URL: rates.url,
      ...(options.chainApi === false ? {} : { CHAIN_API_URL: chain.url }),
      ...options.env,
    },
  });
  const admin = await openAdminSession(api);
  const adminOrder = async (orderId: string): Promise<Order> => {
    const reply = await api.call('GET', `/api/orders?q=${orderId}`, undefined, admin);
    const found = (reply.body as Order[]).find((order) => order.orderId === orderId);
    if (!found) throw new Error(`order ${orderId} not in the admin list (${reply.status})`);
    return found;
  };
  return {
    api,
    chain,
    rates,
    watcher: (now) =>
      chainWatcher({ db: api.db, config: api.config, logger: createLogger('silent'), now }),
    async placeOrder() {
      const reply = await api.call('POST', '/api/orders', checkoutBody());
      if (reply.status !== 201 || reply.body.payment.state !== 'awaiting_payment') {
        throw new Error(`order not placed: ${reply.status} ${JSON.stringify(reply.body)}`);
      }
      return reply.body as PublicOrderView;
    },
    async payment(orderId) {
      const reply = await api.call('GET', `/api/orders/${orderId}`);
      if (reply.status !== 200) throw new Error(`order ${orderId}: ${reply.status}`);
      return reply.body.payment as Payment;
    },
    async history(orderId) {
      return (await adminOrder(orderId)).history!.map((entry) => `${entry.event}/${entry.by}`);
    },
    adminOrder,
    async backdate(orderId, change) {
      const now = Date.now();
      const set: Record<string, Date> = {};
      if (change.windowEndedMinutesAgo !== undefined) {
        set['payment.expiresAt'] = new Date(now - change.windowEndedMinutesAgo * 60_000);
      }
      if (change.claimedMinutesAgo !== undefined) {
        set.paymentTime = new Date(now - change.claimedMinutesAgo * 60_000);
      }
      if (change.createdHoursAgo !== undefined) {
        set.createdAt = new Date(now - change.createdHoursAgo * 3_600_000);
      }
      await api.db.collection('orders').updateOne({ _id: orderId as never }, { $set: set });
    },
    async close() {
      await api.close();
      await Promise.all([chain.close(), rates.close()]);
    },
  };
}
