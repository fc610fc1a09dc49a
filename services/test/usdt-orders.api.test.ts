// Quotes and orders on the USDT rails: the buyer names the rail, the amount is the order's USD
// total (a CNY total converted at the market's rates, with their time) in 6 places, and the
// order gets its own address on that chain. A rail the shop has not enabled is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTokenAccountKey, tokenReceiveAddress } from '../src/modules/payments/token-keys.js';
import { checkoutBody, machineChoice, otherKindBody, trialChoice } from './support/orders.js';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { TEST_TOKEN_RAIL_ENV } from './support/token-accounts.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const RATES = { usd: 100_000, cny: 720_000, eur: 92_000 };
let api: TestApi;
let btcOnly: TestApi;
let rates: RatesStub;

beforeAll(async () => {
  rates = await startRatesStub(RATES);
  const env = { MARKET_PROVIDER_URL: rates.url, MARKET_CACHE_SECONDS: '60' };
  api = await startTestApi('usdt_orders', {
    env: { ...env, ...TEST_TOKEN_RAIL_ENV, ETH_CHAIN_ID: '31337' },
  });
  btcOnly = await startTestApi('usdt_orders_off', { env });
});
afterAll(async () => {
  await api.close();
  await btcOnly.close();
  await rates.close();
});

const ethAccount = parseTokenAccountKey(
  TEST_TOKEN_RAIL_ENV.PAYMENT_ETH_ACCOUNT_XPUB,
  'usdt-ethereum',
  'PAYMENT_ETH_ACCOUNT_XPUB',
);

describe('quotes on a USDT rail', () => {
  it('a USD total is due in USDT one for one', async () => {
    const reply = await api.call('POST', '/api/quotes', {
      choice: trialChoice,
      rail: 'usdt-tron',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      currency: 'USD',
      total: 21.65,
      rail: 'usdt-tron',
      usdRate: { price: 1 },
      amountUsdt: 21.65,
      rails: ['btc', 'usdt-tron', 'usdt-ethereum'],
    });
  });

  it('a CNY total is converted at the market rates, with their time', async () => {
    const reply = await api.call('POST', '/api/quotes', {
      choice: machineChoice,
      rail: 'usdt-ethereum',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ currency: 'CNY', total: 50_400, amountUsdt: 7000 });
    expect(reply.body.usdRate.price).toBeCloseTo(100_000 / 720_000, 12);
    expect(reply.body.usdRate.at).toBe(reply.body.btcRate.at);
  });

  it("a cart's totals in several currencies are summed in USDT", async () => {
    const reply = await api.call('POST', '/api/quotes', {
      lines: [
        { ...machineChoice, quantity: 3 },
        { ...trialChoice, quantity: 2 },
      ],
      rail: 'usdt-tron',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.totals).toEqual([
      { currency: 'CNY', total: 50_400 },
      { currency: 'USD', total: 43.3 },
    ]);
    expect(reply.body).toMatchObject({ rail: 'usdt-tron', amountUsdt: 7043.3 });
  });
});

describe('orders on a USDT rail', () => {
  it('on TRON: a T… address of its own, the USDT due, the main network token', async () => {
    const reply = await api.call('POST', '/api/orders', {
      ...otherKindBody(machineChoice),
      rail: 'usdt-tron',
    });
    expect(reply.status).toBe(201);
    const { payment } = reply.body;
    expect(payment).toMatchObject({
      rail: 'usdt-tron',
      state: 'awaiting_payment',
      token: {
        symbol: 'USDT',
        chain: 'tron',
        chainId: null,
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        due: 7000,
        received: 0,
        remaining: 7000,
      },
      dueBtc: 0,
    });
    expect(payment.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(payment.expiresAt).not.toBe('');
  });

  it('on Ethereum: the account’s next EIP-55 address', async () => {
    const reply = await api.call('POST', '/api/orders', {
      ...checkoutBody(),
      rail: 'usdt-ethereum',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.payment).toMatchObject({
      rail: 'usdt-ethereum',
      address: tokenReceiveAddress(ethAccount, 0),
      token: {
        chain: 'ethereum',
        contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        // The chain its payment link names: ETH_CHAIN_ID's.
        chainId: 31_337,
        due: 21.65,
      },
    });
    expect(reply.body.sellerAddress).toBe(tokenReceiveAddress(ethAccount, 0));
  });

  it('without a rail the order is paid in BTC as before', async () => {
    const reply = await api.call('POST', '/api/orders', checkoutBody());
    expect(reply.status).toBe(201);
    expect(reply.body.payment).toMatchObject({ rail: 'btc', token: null, dueBtc: 0.0002165 });
    expect(reply.body.payment.address).toMatch(/^bcrt1/);
  });
});

describe('GET /api/payment-rails', () => {
  it('lists BTC and each USDT rail with its account key', async () => {
    expect((await api.call('GET', '/api/payment-rails')).body).toEqual({
      rails: ['btc', 'usdt-tron', 'usdt-ethereum'],
    });
    expect((await btcOnly.call('GET', '/api/payment-rails')).body).toEqual({ rails: ['btc'] });
  });
});

describe('a rail the shop has not enabled', () => {
  it('is refused with 422 rail_not_enabled, for the quote and the order', async () => {
    const quote = await btcOnly.call('POST', '/api/quotes', {
      choice: trialChoice,
      rail: 'usdt-tron',
    });
    expect(quote.status).toBe(422);
    expect(quote.body.code).toBe('rail_not_enabled');
    const order = await btcOnly.call('POST', '/api/orders', {
      ...checkoutBody(),
      rail: 'usdt-ethereum',
    });
    expect(order.status).toBe(422);
    expect(order.body.code).toBe('rail_not_enabled');
    expect(await btcOnly.db.collection('orders').countDocuments()).toBe(0);
  });

  it('an unknown rail is a 400 naming the field', async () => {
    const reply = await api.call('POST', '/api/quotes', { choice: trialChoice, rail: 'usdt-bsc' });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('rail');
  });
});

describe('POST /api/orders/{orderId}/rail', () => {
  it('moves an unpaid BTC order to TRON and back, the window kept', async () => {
    const created = await api.call('POST', '/api/orders', checkoutBody());
    const { orderId, payment } = created.body;

    const onTron = await api.call('POST', `/api/orders/${orderId}/rail`, { rail: 'usdt-tron' });
    expect(onTron.status).toBe(200);
    expect(onTron.body.payment).toMatchObject({
      rail: 'usdt-tron',
      state: 'awaiting_payment',
      dueBtc: 0,
      token: { chain: 'tron', due: 21.65, remaining: 21.65 },
      expiresAt: payment.expiresAt,
    });
    expect(onTron.body.payment.address).toMatch(/^T/);
    expect(onTron.body.sellerAddress).toBe(onTron.body.payment.address);

    const back = await api.call('POST', `/api/orders/${orderId}/rail`, { rail: 'btc' });
    expect(back.body.payment).toMatchObject({ rail: 'btc', token: null, dueBtc: 0.0002165 });
    expect(back.body.payment.address).toMatch(/^bcrt1/);
    expect(back.body.payment.address).not.toBe(payment.address);

    const stored = await api.db.collection('orders').findOne({ orderId });
    const changes = stored!.history.filter(
      (entry: { event: string }) => entry.event === 'rail_changed',
    );
    expect(changes.map((entry: { detail: string }) => entry.detail.split(':')[0])).toEqual([
      'btc → usdt-tron',
      'usdt-tron → btc',
    ]);
  });

  it('is refused once the buyer has claimed a payment', async () => {
    const created = await api.call('POST', '/api/orders', checkoutBody());
    const { orderId } = created.body;
    const claim = await api.call('POST', `/api/orders/${orderId}/payment`, {
      transactionHash: 'a'.repeat(64),
      email: 'buyer@example.com',
    });
    expect(claim.status).toBe(200);
    const reply = await api.call('POST', `/api/orders/${orderId}/rail`, { rail: 'usdt-tron' });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('rail_change_refused');
    const stored = await api.db.collection('orders').findOne({ orderId });
    expect(stored!.payment.rail).toBe('btc');
  });

  it('to a rail the shop has not enabled is a 422', async () => {
    const created = await btcOnly.call('POST', '/api/orders', checkoutBody());
    const reply = await btcOnly.call('POST', `/api/orders/${created.body.orderId}/rail`, {
      rail: 'usdt-ethereum',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('rail_not_enabled');
  });
});
