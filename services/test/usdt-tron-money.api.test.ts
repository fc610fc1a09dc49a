// The money actions on the TRON rail against a fake TronGrid on a real port, through the same
// calls as BTC's: the buyer's claim checked on TRON (the id's shape, the USDT transfer to the
// order's address), the operator's confirmation in USDT, a refund to a TRON address only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startFakeTron, type FakeTron } from './support/fake-tron.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';
import { TEST_TOKEN_RAIL_ENV } from './support/token-accounts.js';
import { tokenOrders } from './support/token-orders.js';

const OTHER_TOKEN = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
/** A TRON address (base58check), and the same with its last character changed. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BROKEN_TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
const ETHEREUM_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
let site: PaymentsSite;
let tron: FakeTron;
let admin: Record<string, string>;
beforeAll(async () => {
  tron = await startFakeTron();
  site = await startPaymentsSite('usdt_tron_money', {
    env: { ...TEST_TOKEN_RAIL_ENV, TRON_API_URL: tron.url },
  });
  admin = await openAdminSession(site.api);
});
afterAll(async () => {
  await site.close();
  await tron.close();
});
beforeEach(() => tron.reset());

const { post, placeOrder: placeTronOrder, claim } = tokenOrders(() => site, 'usdt-tron');

describe('the buyer’s claim on TRON', () => {
  it('refuses an id that is not a TRON transaction id, before asking the chain', async () => {
    const { orderId } = await placeTronOrder();
    const reply = await claim(orderId, `0x${'a'.repeat(64)}`);
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('payment_tx_malformed');
  });

  it('refuses an id TRON shows no USDT transfer to the order for', async () => {
    const { orderId } = await placeTronOrder();
    const reply = await claim(orderId, 'b'.repeat(64));
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('payment_tx_not_found');
  });

  it('refuses a transfer of another token to the order’s address', async () => {
    const { orderId, payment } = await placeTronOrder();
    const txid = tron.transfer(payment.address, 21_650_000, OTHER_TOKEN, 'USDC');
    const reply = await claim(orderId, txid);
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('payment_wrong_token');
  });

  it('records the USDT transfer found on TRON: verified, listed with its USDT amount', async () => {
    const { orderId, payment } = await placeTronOrder();
    const txid = tron.transfer(payment.address, 21_650_000);
    const reply = await claim(orderId, txid.toUpperCase());
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toMatchObject({
      state: 'seen',
      claim: 'verified',
      token: { received: 21.65, remaining: 0 },
      transactions: [{ txid, amount: 21.65, amountBtc: 0, confirmations: 0 }],
    });
    // TRON's depth pays it, as the watcher counts it.
    tron.mine(20);
    await site.watcher().sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'paid' });
  });
});

describe('the operator’s confirmation on TRON', () => {
  it('takes what was received in USDT, never BTC', async () => {
    const { orderId } = await placeTronOrder();
    const inBtc = await post(
      `/api/orders/${orderId}/confirm-payment`,
      { receivedBtc: 0.001 },
      admin,
    );
    expect(inBtc.status).toBe(422);
    expect(inBtc.body.code).toBe('received_wrong_token');

    const malformed = await post(
      `/api/orders/${orderId}/confirm-payment`,
      { txid: 'not-a-txid' },
      admin,
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.code).toBe('payment_tx_malformed');

    const confirmed = await post(`/api/orders/${orderId}/confirm-payment`, { received: 20 }, admin);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payment).toMatchObject({
      state: 'paid',
      receivedBtc: 0,
      token: { received: 20 },
    });
    const history = (await site.adminOrder(orderId)).history!;
    expect(history.at(-1)).toMatchObject({
      event: 'payment_confirmed',
      detail: '20.000000 USDT',
    });
  });

  it('reads a named transaction’s USDT amount from TRON', async () => {
    const { orderId, payment } = await placeTronOrder();
    const txid = tron.transfer(payment.address, 5_000_000);
    const confirmed = await post(`/api/orders/${orderId}/confirm-payment`, { txid }, admin);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payment).toMatchObject({
      state: 'paid',
      token: { received: 5 },
      transactions: [{ txid, amount: 5 }],
    });
  });
});

describe('a refund on TRON', () => {
  it('goes to a TRON address only, in USDT, recorded with a TRON transaction id', async () => {
    const { orderId, payment } = await placeTronOrder();
    tron.transfer(payment.address, 21_650_000);
    tron.mine(20);
    await site.watcher().sweep();
    expect(
      (await post(`/api/orders/${orderId}/invalid`, { reason: 'Sold out' }, admin)).status,
    ).toBe(200);

    const today = await post(
      `/api/orders/${orderId}/refund`,
      { part: 'all', basis: 'today' },
      admin,
    );
    expect(today.status).toBe(409);
    expect(today.body.code).toBe('refund_rate_unknown');
    const offered = await post(
      `/api/orders/${orderId}/refund`,
      { part: 'all', basis: 'order' },
      admin,
    );
    expect(offered.status).toBe(200);
    expect(offered.body.payment).toMatchObject({
      state: 'refunding',
      refund: { state: 'offered', amount: 21.65, amountBtc: 0 },
    });

    for (const [address, chain] of [
      [ETHEREUM_ADDRESS, 'ethereum'],
      ['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bitcoin'],
    ]) {
      const wrongChain = await post(`/api/orders/${orderId}/refund-address`, { address });
      expect(wrongChain.status).toBe(400);
      expect(wrongChain.body).toMatchObject({
        code: 'refund_address_wrong_chain',
        chain,
        expected: 'tron',
      });
    }
    const broken = await post(`/api/orders/${orderId}/refund-address`, {
      address: BROKEN_TRON_ADDRESS,
    });
    expect(broken.status).toBe(422);
    expect(broken.body.code).toBe('refund_address_invalid');

    const requested = await post(`/api/orders/${orderId}/refund-address`, {
      address: TRON_ADDRESS,
    });
    expect(requested.status).toBe(200);
    expect(requested.body.payment.refund).toMatchObject({
      state: 'requested',
      address: TRON_ADDRESS,
    });

    const ethereumTxid = await post(
      `/api/orders/${orderId}/refund-sent`,
      { txid: `0x${'c'.repeat(64)}` },
      admin,
    );
    expect(ethereumTxid.status).toBe(422);
    expect(ethereumTxid.body.code).toBe('payment_tx_malformed');
    const sent = await post(`/api/orders/${orderId}/refund-sent`, { txid: 'c'.repeat(64) }, admin);
    expect(sent.status).toBe(200);
    expect(sent.body.payment).toMatchObject({
      state: 'refunded',
      refund: { state: 'refunded', amount: 21.65, txid: 'c'.repeat(64) },
    });
    const details = (await site.adminOrder(orderId)).history!.map((entry) => entry.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        "21.650000 USDT, all, at the order's rate",
        `21.650000 USDT to ${TRON_ADDRESS}`,
        `21.650000 USDT in ${'c'.repeat(16)}`,
      ]),
    );
  });
});
