// POST /api/quotes, and the BTC rates quotes are converted at: the provider's
// `/exchange_rates` (a stub on this machine), kept in MongoDB, asked at most once per cache
// period while it fails, and not used once older than QUOTE_MAX_RATE_AGE_SECONDS.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { machineChoice, rentalChoice, trialChoice } from './support/orders.js';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let rates: RatesStub;
/** The service's clock: a test moves it on instead of waiting or rewriting stored times. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const passes = (ms: number) => {
  offsetMs += ms;
};
beforeAll(async () => {
  rates = await startRatesStub({ usd: 100_000, cny: 720_000, eur: 92_000 });
  api = await startTestApi('quotes', {
    env: { MARKET_PROVIDER_URL: rates.url, MARKET_CACHE_SECONDS: '60' },
    now,
  });
});
afterAll(async () => {
  await api.close();
  await rates.close();
});
afterEach(async () => {
  rates.down = false;
  rates.rates = { usd: 100_000, cny: 720_000, eur: 92_000 };
  await api.db.collection('btc_rates').deleteMany({});
  // Past the cache period: the next quote reads the rates afresh.
  passes(61_000);
});

const quote = (choice: unknown) => api.call('POST', '/api/quotes', { choice });

describe('POST /api/quotes', () => {
  it('prices a choice without storing an order', async () => {
    const reply = await quote(trialChoice);

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      product: { id: 'cloud-trial-30', kind: 'hashpower', category: 'cloud-package' },
      choice: trialChoice,
      currency: 'USD',
      total: 21.65,
      btcRate: { price: 100_000 },
      amountBtc: 0.0002165,
    });
    expect(reply.body.lines.map((line: { item: string }) => line.item)).toEqual([
      'hashrateFee',
      'electricityFee',
    ]);
    expect(await api.db.collection('orders').countDocuments()).toBe(0);
    expect(await api.db.collection('payment_addresses').countDocuments()).toBe(0);
  });

  it('converts each currency at its own rate', async () => {
    const machines = await quote(machineChoice);
    expect(machines.body).toMatchObject({
      currency: 'CNY',
      total: 50_400,
      btcRate: { price: 720_000 },
      amountBtc: 0.07,
    });
    const ai = await quote({
      kind: 'rental',
      productId: 'ai-power-h100-8x',
      plan: 'monthly',
      months: 2,
      region: 'russia',
    });
    expect(ai.body).toMatchObject({ currency: 'USD', total: 29_800, amountBtc: 0.298 });
  });

  it('counts USDT as USD', async () => {
    const admin = await openAdminSession(api);
    const created = await api.call(
      'POST',
      '/api/products',
      {
        category: 'ai-power',
        name: { zh: 'USDT 服务器', en: 'USDT server', es: 'Servidor USDT', ru: 'Сервер USDT' },
        description: { zh: '说明', en: 'About', es: 'Acerca', ru: 'О нём' },
        images: [],
        price: 500,
        currency: 'USDT',
        soldOut: false,
        sortOrder: 1,
        specs: { rows: [] },
      },
      admin,
    );
    const reply = await quote({
      kind: 'rental',
      productId: created.body.id,
      plan: 'monthly',
      months: 1,
      region: 'canada',
    });
    expect(reply.body).toMatchObject({ currency: 'USDT', btcRate: { price: 100_000 } });
    expect(reply.body.amountBtc).toBe(0.005);
  });

  it('refuses an unknown product and a choice the product does not offer', async () => {
    const unknown = await quote({ ...trialChoice, productId: 'no-such-package' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('choice.productId no such product');
    const option = await quote({ ...rentalChoice, productId: 'gpu-t4' });
    expect(option.status).toBe(422);
    expect(option.body.message).toBe('choice.plan product gpu-t4 is rented by the month only');
    const extra = await api.call('POST', '/api/quotes', { choice: trialChoice, price: 1 });
    expect(extra.body.message).toBe('price is not an allowed field');
  });
});

describe('the BTC rate a quote uses', () => {
  it('is read from the provider once per cache period and kept in the database', async () => {
    const calls = rates.calls;
    await quote(trialChoice);
    await quote(machineChoice);
    expect(rates.calls - calls).toBe(1);
    const stored = await api.db.collection('btc_rates').findOne({});
    expect(stored!.rates).toEqual({ usd: 100_000, cny: 720_000, eur: 92_000 });

    rates.rates = { usd: 110_000, cny: 790_000, eur: 100_000 };
    passes(61_000);
    expect((await quote(trialChoice)).body.btcRate.price).toBe(110_000);
    expect(rates.calls - calls).toBe(2);
  });

  it('without a rate in the currency, the quote has none', async () => {
    rates.rates = { usd: 100_000 };
    const reply = await quote(machineChoice);
    expect(reply.body).toMatchObject({ currency: 'CNY', btcRate: null, amountBtc: 0 });
    expect((await quote(trialChoice)).body.btcRate.price).toBe(100_000);
  });

  it('the provider down: a stored rate younger than QUOTE_MAX_RATE_AGE_SECONDS is used', async () => {
    await quote(trialChoice);
    rates.down = true;
    passes(10 * 60_000);
    const calls = rates.calls;

    const reply = await quote(trialChoice);
    expect(reply.body.btcRate.price).toBe(100_000);
    expect(now().getTime() - Date.parse(reply.body.btcRate.at)).toBeGreaterThanOrEqual(10 * 60_000);
    // Asked once; not again within the cache period.
    await quote(trialChoice);
    expect(rates.calls - calls).toBe(1);
  });

  it('the provider down and the stored rate older than 900 s: no rate, the order awaits a price', async () => {
    await quote(trialChoice);
    rates.down = true;
    passes(901_000);

    const reply = await quote(trialChoice);
    expect(reply.body).toMatchObject({ btcRate: null, amountBtc: 0, total: 21.65 });
    const order = await api.call('POST', '/api/orders', {
      choice: trialChoice,
      deliveryAddress: 'buyer@example.com',
      selectedPool: 'F2Pool',
      paymentMethod: 'fufu',
    });
    expect(order.status).toBe(201);
    expect(order.body.payment).toMatchObject({ state: 'awaiting_price', dueBtc: 0 });
  });

  it('the provider never answered: no rate, asked once per cache period', async () => {
    rates.down = true;
    const calls = rates.calls;
    expect((await quote(trialChoice)).body.btcRate).toBeNull();
    expect((await quote(trialChoice)).body.btcRate).toBeNull();
    expect(rates.calls - calls).toBe(1);
  });
});
