// The chain watcher on the TRON rail against a fake TronGrid server on a real port: the same
// payment rules as BTC, counted in USDT, TRON_CONFIRMATIONS deep; a transfer of another token
// is flagged for the operator and never credited.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { startFakeTron, type FakeTron } from './support/fake-tron.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';
import { saveRails } from './support/rail-settings.js';
import { TEST_TOKEN_RAIL_ENV } from './support/token-accounts.js';

const OTHER_TOKEN = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
let site: PaymentsSite;
let tron: FakeTron;
beforeAll(async () => {
  tron = await startFakeTron();
  site = await startPaymentsSite('usdt_tron_watcher', {
    env: { ...TEST_TOKEN_RAIL_ENV, TRON_API_URL: tron.url },
  });
});
afterAll(async () => {
  await site.close();
  await tron.close();
});
beforeEach(() => tron.reset());

const sweep = (now?: () => Date) => site.watcher(now).sweep();

async function placeTronOrder() {
  const reply = await site.api.call('POST', '/api/orders', {
    ...checkoutBody(),
    rail: 'usdt-tron',
  });
  expect(reply.status).toBe(201);
  return reply.body as { orderId: string; payment: { address: string; expiresAt: string } };
}

describe('USDT on TRON', () => {
  it('seen when sent, paid once TRON_CONFIRMATIONS (20) blocks deep', async () => {
    const { orderId, payment } = await placeTronOrder();
    expect((await site.payment(orderId)).watched).toBe(true);

    const txid = tron.transfer(payment.address, 21_650_000);
    await sweep();
    const seen = await site.payment(orderId);
    expect(seen).toMatchObject({ state: 'seen', token: { received: 21.65, remaining: 0 } });
    expect(seen.transactions).toMatchObject([{ txid, confirmations: 0 }]);

    tron.mine(19);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'seen' });
    tron.mine(1);
    await sweep();
    const paid = await site.payment(orderId);
    expect(paid).toMatchObject({ state: 'paid', flag: null });
    expect(paid.transactions[0]!.confirmations).toBe(20);
    // TRON blocks are final at the depth asked for: paid and settled at once.
    expect(await site.history(orderId)).toEqual([
      'created/buyer',
      'seen/chain',
      'settled/chain',
      'paid/chain',
    ]);
  });

  it('an order placed before the operator turned the rail off is still watched and paid', async () => {
    const { orderId, payment } = await placeTronOrder();
    const admin = await openAdminSession(site.api);
    expect((await saveRails(site.api, admin, { 'usdt-tron': false })).status).toBe(200);
    expect((await site.api.call('GET', '/api/payment-rails')).body.rails).toEqual([
      'btc',
      'usdt-ethereum',
    ]);
    try {
      expect(await site.payment(orderId)).toMatchObject({
        address: payment.address,
        watched: true,
      });
      tron.transfer(payment.address, 21_650_000);
      tron.mine(20);
      await sweep();
      expect(await site.payment(orderId)).toMatchObject({ state: 'paid', flag: null });
    } finally {
      await saveRails(site.api, admin, { 'usdt-tron': true });
    }
  });

  it('a short payment leaves the rest payable; the rest pays the order', async () => {
    const { orderId, payment } = await placeTronOrder();
    tron.transfer(payment.address, 10_000_000);
    tron.mine(20);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({
      state: 'seen',
      token: { due: 21.65, received: 10, remaining: 11.65 },
    });
    tron.transfer(payment.address, 11_650_000);
    tron.mine(20);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({
      state: 'paid',
      token: { received: 21.65, remaining: 0 },
    });
  });

  it('a transfer first seen after the window goes to the operator as late', async () => {
    const { orderId, payment } = await placeTronOrder();
    const after = new Date(Date.parse(payment.expiresAt) + 30 * 60_000);
    tron.transfer(payment.address, 21_650_000);
    tron.mine(20, after);
    await sweep(() => after);
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'late' });
  });

  it('another token sent to the address is flagged once and never credited', async () => {
    const { orderId, payment } = await placeTronOrder();
    tron.transfer(payment.address, 21_650_000, OTHER_TOKEN, 'USDD');
    tron.mine(20);
    await sweep();
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({
      state: 'awaiting_payment',
      transactions: [],
      token: { received: 0, remaining: 21.65 },
    });
    expect(await site.history(orderId)).toEqual(['created/buyer', 'foreign_transfer/chain']);
  });

  it('TronGrid down: the sweep changes nothing and the order does not expire', async () => {
    const { orderId, payment } = await placeTronOrder();
    tron.setDown(true);
    const after = new Date(Date.parse(payment.expiresAt) + 60_000);
    const report = await sweep(() => after);
    expect(report.chainUnavailable).toBe(true);
    expect(await site.payment(orderId)).toMatchObject({ state: 'awaiting_payment' });
  });
});
