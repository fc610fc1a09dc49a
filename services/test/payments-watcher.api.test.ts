// The chain watcher against the fake chain on a real port: each transition of an order's
// payment as a buyer's page and the operator see it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/logger.js';
import { OrdersRepository } from '../src/modules/orders/repository.js';
import { ordersService } from '../src/modules/orders/orders-service.js';
import { chainClientFor, type ChainClient } from '../src/modules/payments/chain-client.js';
import { ChainWatcher } from '../src/modules/payments/chain-watcher.js';
import { chainWatcher, paymentsModule } from '../src/modules/payments/payments-module.js';
import type { HeldLease } from '../src/modules/payments/sweep-lease.js';
import { openAdminSession } from './support/admin-session.js';
import { machineChoice, otherKindBody } from './support/orders.js';
import { startPaymentsSite, type PaymentsSite, type PublicOrderView } from './support/payments.js';

let site: PaymentsSite;
beforeAll(async () => {
  site = await startPaymentsSite('payments_watcher');
});
afterAll(() => site.close());
beforeEach(() => site.chain.reset());

const sweep = () => site.watcher().sweep();
/** A sweep on a clock `minutes` after the order's window ended: time moved, not waited for. */
const sweepAfterWindow = (payment: { expiresAt: string }, minutes: number) =>
  site.watcher(() => new Date(Date.parse(payment.expiresAt) + minutes * 60_000)).sweep();
/**
 * A watcher of `on`'s app with its parts swapped: a lease (a whole minute by default), a chain
 * client, a clock.
 */
function watcherWith(
  on: PaymentsSite,
  parts: { lease?: HeldLease; chain?: ChainClient | null; now?: () => Date },
): ChainWatcher {
  const lease = parts.lease ?? { remainingMs: () => 60_000, release: async () => {} };
  return new ChainWatcher({
    orders: new OrdersRepository(on.api.db),
    service: ordersService({ db: on.api.db, config: on.api.config }),
    leases: { tryAcquire: async () => lease },
    chain: parts.chain ?? chainClientFor(on.api.config.chain),
    config: on.api.config.chain,
    logger: createLogger('silent'),
    now: parts.now,
  });
}
const OTHER_ADDRESS = 'bcrt1qsomeoneelse000000000000000000000000000';

describe('a payment moves the order', () => {
  it('seen when it reaches the mempool, paid once it is in a block', async () => {
    const { orderId, payment } = await site.placeOrder();
    expect(payment).toMatchObject({ watched: true, transactions: [], receivedBtc: 0 });
    expect(payment.dueBtc).toBeGreaterThan(0);
    expect(payment.address).toMatch(/^bcrt1/);

    await sweep();
    expect((await site.payment(orderId)).state).toBe('awaiting_payment');

    const txid = site.chain.pay(payment.address, payment.dueBtc);
    await sweep();
    const seen = await site.payment(orderId);
    expect(seen).toMatchObject({ state: 'seen', flag: null, receivedBtc: payment.dueBtc });
    expect(seen.transactions).toEqual([
      {
        txid,
        amountBtc: payment.dueBtc,
        // The same in the rail's token, BTC here.
        amount: payment.dueBtc,
        confirmations: 0,
        seenAt: expect.any(String),
        blockTime: '',
        late: false,
        droppedAt: '',
      },
    ]);
    expect(seen.paidAt).toBe('');

    site.chain.mine();
    await sweep();
    const paid = await site.payment(orderId);
    expect(paid).toMatchObject({ state: 'paid', flag: null, watched: true, settled: false });
    expect(paid.transactions[0]).toMatchObject({
      txid,
      confirmations: 1,
      seenAt: seen.transactions[0]!.seenAt,
    });
    expect(Date.parse(paid.paidAt)).not.toBeNaN();
    expect(await site.history(orderId)).toEqual(['created/buyer', 'seen/chain', 'paid/chain']);

    // Followed to the settle depth (6): the confirmations the buyer sees keep counting.
    site.chain.mine(3);
    await sweep();
    const deeper = await site.payment(orderId);
    expect(deeper).toMatchObject({ state: 'paid', paidAt: paid.paidAt, settled: false });
    expect(deeper.transactions[0]!.confirmations).toBe(4);
    site.chain.mine(2);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'paid', settled: true });
    expect(await site.history(orderId)).toEqual([
      'created/buyer',
      'seen/chain',
      'paid/chain',
      'settled/chain',
    ]);
  });

  it('waits for PAYMENT_CONFIRMATIONS blocks', async () => {
    const config = { ...site.api.config, chain: { ...site.api.config.chain, confirmations: 2 } };
    const watcher = chainWatcher({ db: site.api.db, config, logger: createLogger('silent') });
    const { orderId, payment } = await site.placeOrder();
    site.chain.pay(payment.address, payment.dueBtc);
    site.chain.mine();
    await watcher.sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'seen' });
    expect((await site.payment(orderId)).transactions[0]!.confirmations).toBe(1);

    site.chain.mine();
    await watcher.sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'paid' });
  });

  it('a payment confirmed between two sweeps is seen and paid in one', async () => {
    const { orderId, payment } = await site.placeOrder();
    site.chain.pay(payment.address, payment.dueBtc);
    site.chain.mine();
    await sweep();
    expect((await site.payment(orderId)).state).toBe('paid');
    expect(await site.history(orderId)).toEqual(['created/buyer', 'seen/chain', 'paid/chain']);
  });

  it('ignores payments to other addresses', async () => {
    const { orderId, payment } = await site.placeOrder();
    site.chain.pay(OTHER_ADDRESS, payment.dueBtc);
    site.chain.mine();
    await sweep();
    expect((await site.payment(orderId)).state).toBe('awaiting_payment');
  });
});

describe('what the operator must look at', () => {
  it('paid short: payable while the window is open, review (underpaid) when it ends short', async () => {
    const { orderId, payment } = await site.placeOrder();
    const short = Number((payment.dueBtc - 0.00001).toFixed(8));
    site.chain.pay(payment.address, short);
    site.chain.mine();
    await sweep();
    // Confirmed and short with the window open: the rest is still payable.
    expect(await site.payment(orderId)).toMatchObject({
      state: 'seen',
      receivedBtc: short,
      remainingBtc: 0.00001,
    });

    await sweepAfterWindow(payment, 1);
    const review = await site.payment(orderId);
    expect(review).toMatchObject({
      state: 'review',
      flag: 'underpaid',
      receivedBtc: short,
      paidAt: '',
    });
    expect(await site.history(orderId)).toEqual(['created/buyer', 'seen/chain', 'review/chain']);
    const order = await site.adminOrder(orderId);
    expect(order.history!.at(-1)!.detail).toMatch(/ in the window$/);
  });

  it('partial then a top-up in time: paid', async () => {
    const { orderId, payment } = await site.placeOrder();
    const part = Number((payment.dueBtc / 3).toFixed(8));
    site.chain.pay(payment.address, part);
    site.chain.mine();
    await sweep();
    expect((await site.payment(orderId)).remainingBtc).toBe(
      Number((payment.dueBtc - part).toFixed(8)),
    );
    site.chain.pay(payment.address, Number((payment.dueBtc - part).toFixed(8)));
    site.chain.mine();
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'paid', remainingBtc: 0 });
  });

  it('paid over: review, flagged overpaid, never settled silently', async () => {
    const { orderId, payment } = await site.placeOrder();
    site.chain.pay(payment.address, payment.dueBtc + 0.001);
    site.chain.mine();
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({
      state: 'review',
      flag: 'overpaid',
      paidAt: '',
      watched: true,
    });
  });

  it('paid in two transactions that add up: paid', async () => {
    const { orderId, payment } = await site.placeOrder();
    const part = Number((payment.dueBtc / 2).toFixed(8));
    site.chain.pay(payment.address, part);
    site.chain.pay(payment.address, Number((payment.dueBtc - part).toFixed(8)));
    site.chain.mine();
    await sweep();
    const paid = await site.payment(orderId);
    expect(paid).toMatchObject({ state: 'paid', receivedBtc: payment.dueBtc });
    expect(paid.transactions).toHaveLength(2);
  });
});

describe('the payment window', () => {
  it('expires when the window ends with nothing paid', async () => {
    const { orderId } = await site.placeOrder();
    await site.backdate(orderId, { windowEndedMinutesAgo: 1 });
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'expired', watched: true });
    expect(await site.history(orderId)).toEqual(['created/buyer', 'expired/service']);
  });

  it('paid after the window: review, flagged late (expired first, or not yet)', async () => {
    const expired = await site.placeOrder();
    await site.backdate(expired.orderId, { windowEndedMinutesAgo: 10 });
    await sweep();
    site.chain.pay(expired.payment.address, expired.payment.dueBtc);
    await sweep();
    expect(await site.payment(expired.orderId)).toMatchObject({ state: 'review', flag: 'late' });
    expect(await site.history(expired.orderId)).toEqual([
      'created/buyer',
      'expired/service',
      'seen/chain',
      'review/chain',
    ]);

    const overdue = await site.placeOrder();
    await site.backdate(overdue.orderId, { windowEndedMinutesAgo: 10 });
    site.chain.pay(overdue.payment.address, overdue.payment.dueBtc);
    site.chain.mine();
    await sweep();
    expect(await site.payment(overdue.orderId)).toMatchObject({ state: 'review', flag: 'late' });
  });

  it('seen inside the window, confirmed after it: paid', async () => {
    const { orderId, payment } = await site.placeOrder();
    site.chain.pay(payment.address, payment.dueBtc);
    await sweep();
    site.chain.mine();
    await sweepAfterWindow(payment, 10);
    expect((await site.payment(orderId)).state).toBe('paid');
  });

  it('an expired order stays watched: a payment days later is found and flagged late', async () => {
    const { orderId, payment } = await site.placeOrder();
    await sweepAfterWindow(payment, 1);
    expect(await site.payment(orderId)).toMatchObject({ state: 'expired', watched: true });
    const monitorUntil = Date.parse((await site.payment(orderId)).monitorUntil);
    // PAYMENT_MONITORING_HOURS (168) after the window, watched at every poll.
    expect(monitorUntil - Date.parse(payment.expiresAt)).toBe(168 * 3_600_000);

    site.chain.pay(payment.address, payment.dueBtc);
    await sweepAfterWindow(payment, 3 * 24 * 60);
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'late' });
  });

  it('after the monitoring window, an address is looked at by the late sweep, at its pace', async () => {
    const { orderId, payment } = await site.placeOrder();
    const addressCall = `/address/${payment.address}/txs`;
    const days = (n: number) => n * 24 * 60;
    await sweepAfterWindow(payment, days(8));
    expect((await site.payment(orderId)).state).toBe('expired');

    // Looked at on the late sweep's day, not on every poll in between.
    const before = site.chain.calls().length;
    await sweepAfterWindow(payment, days(8) + 60);
    expect(site.chain.calls().slice(before)).not.toContain(addressCall);
    site.chain.pay(payment.address, payment.dueBtc);
    await sweepAfterWindow(payment, days(9) + 1);
    expect(site.chain.calls().slice(before)).toContain(addressCall);
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'late' });
  });
});

describe('a look that finds nothing', () => {
  it('sets only when to look next: the order, its history and its last change stay as they were', async () => {
    const { orderId } = await site.placeOrder();
    const orders = site.api.db.collection<{ _id: string; payment: { nextCheckAt: Date | null } }>(
      'orders',
    );
    const withoutSchedule = async () => {
      const { payment, ...order } = (await orders.findOne({ _id: orderId }))!;
      const { nextCheckAt, ...rest } = payment;
      return { order: { ...order, payment: rest }, nextCheckAt };
    };
    const before = await withoutSchedule();

    await sweep();
    const after = await withoutSchedule();
    expect(after.order).toEqual(before.order);
    expect(after.nextCheckAt).toBeInstanceOf(Date);
    expect(await site.history(orderId)).toEqual(['created/buyer']);
  });
});

describe('looks in turns', () => {
  const at = (ms: number) => () => new Date(ms);

  it('a look again at an order still due writes nothing, not even when to look next', async () => {
    const { orderId, payment } = await site.placeOrder();
    const orders = site.api.db.collection<{ _id: string }>('orders');
    const start = Date.now();
    await site.watcher(at(start)).sweep();
    const looked = await orders.findOne({ _id: orderId });

    const calls = site.chain.calls().length;
    await site.watcher(at(start + 5_000)).sweep();
    expect(site.chain.calls().slice(calls)).toContain(`/address/${payment.address}/txs`);
    expect(await orders.findOne({ _id: orderId })).toEqual(looked);
  });

  it('a sweep cut short moves the orders it looked at to the back: the next starts with the others', async () => {
    const turns = await startPaymentsSite('payments_watch_turns');
    try {
      const [first, second] = [await turns.placeOrder(), await turns.placeOrder()];
      const start = Date.now();
      await turns.watcher(at(start)).sweep(); // both looked at once: due again at every poll
      // Sweeps whose lease leaves time for one order's look only; the addresses they asked about.
      const sweepOne = async (now: number) => {
        let looks = 1;
        const lease = { remainingMs: () => (looks-- > 0 ? 60_000 : 0), release: async () => {} };
        const watcher = watcherWith(turns, { lease, now: at(now) });
        const calls = turns.chain.calls().length;
        await watcher.sweep();
        return turns.chain
          .calls()
          .slice(calls)
          .filter((call) => call.startsWith('/address/'));
      };
      const addressOf = (order: PublicOrderView) => `/address/${order.payment.address}/txs`;

      const once = await sweepOne(start + 5_000);
      const twice = await sweepOne(start + 10_000);
      const thrice = await sweepOne(start + 15_000);

      expect(once).toHaveLength(1);
      expect([...once, ...twice].sort()).toEqual([addressOf(first), addressOf(second)].sort());
      expect(thrice).toEqual(once);
    } finally {
      await turns.close();
    }
  });
});

describe('a change made while the watcher looks', () => {
  it('wins: an order priced during its look is looked at closely from then on', async () => {
    const admin = await openAdminSession(site.api);
    // A machine priced in CNY, which the test site has no rate for: it awaits the operator's price.
    const placed = await site.api.call('POST', '/api/orders', otherKindBody(machineChoice));
    expect(placed.body.payment.state).toBe('awaiting_price');
    const { orderId, payment } = placed.body as PublicOrderView;
    // A chain whose look at this order's address waits until the operator has priced it.
    const chain = chainClientFor(site.api.config.chain)!;
    const addressTransactions = chain.addressTransactions.bind(chain);
    chain.addressTransactions = async (address, tip) => {
      if (address === payment.address) {
        const priced = await site.api.call(
          'PUT',
          `/api/orders/${orderId}`,
          { orderId, totalAmount: 0.5 },
          admin,
        );
        expect(priced.status).toBe(200);
      }
      return addressTransactions(address, tip);
    };
    const watcher = watcherWith(site, { chain });
    await watcher.sweep();
    expect((await site.payment(orderId)).state).toBe('awaiting_payment');

    // The look planned the unpriced order's next look for the late sweep, a day away; the
    // price came first and stands: the buyer's payment is found at the next poll.
    site.chain.pay(payment.address, 0.5);
    site.chain.mine();
    await sweep();
    expect((await site.payment(orderId)).state).toBe('paid');
  });
});

describe('the chain API down', () => {
  it('changes nothing, expires nothing, and the orders still answer', async () => {
    const paying = await site.placeOrder();
    const overdue = await site.placeOrder();
    await site.backdate(overdue.orderId, { windowEndedMinutesAgo: 5 });
    site.chain.pay(paying.payment.address, paying.payment.dueBtc);
    site.chain.setDown(true);

    const report = await sweep();
    // The sweeps below run on the real clock: the orders are due again at once.

    expect(report).toMatchObject({ swept: true, chainUnavailable: true, changed: 0 });
    expect((await site.payment(paying.orderId)).state).toBe('awaiting_payment');
    // A payment made in time must not turn late because the API was away.
    expect((await site.payment(overdue.orderId)).state).toBe('awaiting_payment');
    expect(await site.history(overdue.orderId)).toEqual(['created/buyer']);

    site.chain.setDown(false);
    await sweep();
    expect((await site.payment(paying.orderId)).state).toBe('seen');
    expect((await site.payment(overdue.orderId)).state).toBe('expired');
  });
});

describe('the module', () => {
  it('sweeps on its timer (CHAIN_POLL_SECONDS), starting at once', async () => {
    const { orderId, payment } = await site.placeOrder();
    site.chain.pay(payment.address, payment.dueBtc);
    site.chain.mine();
    const config = { ...site.api.config, chain: { ...site.api.config.chain, pollMs: 200 } };
    const task = paymentsModule.startBackgroundTask!({
      db: site.api.db,
      config,
      logger: createLogger('silent'),
    });
    try {
      await vi.waitFor(async () => expect((await site.payment(orderId)).state).toBe('paid'), {
        timeout: 10_000,
      });
    } finally {
      task.stop();
    }
  });
});
