// A cart: several products in one quote and one order, paid in one payment to one address.
// Every line is priced as a single order is; refusals name the line.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, Quote, QuoteItem } from '@minesite/shared/contract';
import { startRatesStub, type RatesStub } from './support/rates-stub.js';
import { machineChoice, rentalChoice, testRequestId, trialChoice } from './support/orders.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';

let site: PaymentsSite;
let rates: RatesStub;
beforeAll(async () => {
  // USD and CNY rates, so that a cart of machines (CNY) and hash power (USD) is priced at once.
  rates = await startRatesStub({ usd: 100_000, cny: 720_000, eur: 92_000 });
  site = await startPaymentsSite('cart_orders', { env: { MARKET_PROVIDER_URL: rates.url } });
});
afterAll(async () => {
  await site.close();
  await rates.close();
});
beforeEach(() => site.chain.reset());

const call = (method: string, path: string, body?: unknown) => site.api.call(method, path, body);
const quote = (lines: unknown) => call('POST', '/api/quotes', { lines });
const order = (lines: unknown, overrides: Record<string, unknown> = {}) =>
  call('POST', '/api/orders', {
    requestId: testRequestId(),
    lines,
    deliveryAddress: 'Buyer, 1 Main St',
    selectedPool: 'AntPool',
    paymentMethod: 'manual',
    ...overrides,
  });

/** Six S19 XP (16 800 CNY), two L9 (36 000 CNY), two trial packages (21.65 USD) and a rental. */
const sixMiners = { ...machineChoice, quantity: 6 };
const twoL9 = { kind: 'machine', productId: 'antminer-l9', quantity: 2 };
const twoTrials = { ...trialChoice, quantity: 2 };
const aRental = { ...rentalChoice, quantity: 1 };
const mixedCart = [sixMiners, twoL9, twoTrials, aRental];

const itemSummary = (item: QuoteItem) => ({
  productId: item.product.id,
  quantity: item.quantity,
  currency: item.currency,
  total: item.total,
  amountBtc: item.amountBtc,
});

describe('POST /api/quotes with lines', () => {
  it('prices each kind of line as a single order of it, times its quantity', async () => {
    const single = (await call('POST', '/api/quotes', { choice: trialChoice })).body as Quote;
    const packages = (await quote([twoTrials])).body as Quote;
    expect(packages.items.map(itemSummary)).toEqual([
      {
        productId: 'cloud-trial-30',
        quantity: 2,
        currency: 'USD',
        total: single.total * 2,
        amountBtc: 0.000433,
      },
    ]);
    expect(packages.items[0]!.choice).toEqual(trialChoice);
    expect(packages.items[0]!.lines.map((line) => line.amount)).toEqual(
      single.lines.map((line) => line.amount * 2),
    );

    const machines = (await quote([sixMiners])).body as Quote;
    expect(machines.items.map(itemSummary)).toEqual([
      { productId: '1', quantity: 6, currency: 'CNY', total: 100_800, amountBtc: 0.14 },
    ]);

    const rentals = (await quote([{ ...rentalChoice, quantity: 3 }])).body as Quote;
    expect(rentals.items.map(itemSummary)).toEqual([
      // 24 hours at 1.55 CNY, three servers.
      { productId: 'gpu-3090', quantity: 3, currency: 'CNY', total: 111.6, amountBtc: 0.000155 },
    ]);
  });

  it('prices a mixed cart: a total per currency and one amount in BTC', async () => {
    const reply = await quote(mixedCart);
    expect(reply.status).toBe(200);
    const body = reply.body as Quote;
    expect(body.items.map((item) => [item.product.id, item.quantity])).toEqual([
      ['1', 6],
      ['antminer-l9', 2],
      ['cloud-trial-30', 2],
      ['gpu-3090', 1],
    ]);
    expect(body.totals).toEqual([
      { currency: 'CNY', total: 100_800 + 72_000 + 37.2 },
      { currency: 'USD', total: 43.3 },
    ]);
    // 0.14 + 0.1 + 0.000433 + 0.00005167 BTC.
    expect(body.amountBtc).toBe(0.24048467);
    expect(body.quoteId).toMatch(/^Q/);
  });

  it('names the line at fault', async () => {
    const badQuantity = await quote([sixMiners, twoL9, { ...twoTrials, quantity: 0 }]);
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.message).toContain('lines[2].quantity');

    const notOffered = await quote([sixMiners, { ...trialChoice, hashrateTh: 7, quantity: 1 }]);
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.message).toMatch(/^lines\[1\]\.hashrateTh must be one of/);

    const gone = await quote([{ kind: 'machine', productId: 'no-such-miner', quantity: 1 }]);
    expect(gone.status).toBe(422);
    expect(gone.body.message).toBe('lines[0].productId no such product');

    const both = await call('POST', '/api/quotes', { choice: trialChoice, lines: [twoL9] });
    expect(both.status).toBe(400);
    const neither = await call('POST', '/api/quotes', {});
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('choice');
  });
});

describe('POST /api/orders with lines', () => {
  it('makes one order with every line, one address and one amount', async () => {
    const held = (await quote(mixedCart)).body as Quote;
    const reply = await order(mixedCart, { quoteId: held.quoteId });
    expect(reply.status).toBe(201);
    const made = reply.body as Order;
    expect(made.quote!.items.map(itemSummary)).toEqual(held.items.map(itemSummary));
    expect(made.quote!.totals).toEqual(held.totals);
    expect(made.payment).toMatchObject({ state: 'awaiting_payment', dueBtc: 0.24048467 });
    expect(made.payment.address).toMatch(/^bcrt1/);
    expect(made.sellerAddress).toBe(made.payment.address);
    expect(made.totalAmount).toBe(0.24048467);
    expect(
      await site.api.db.collection<{ _id: string }>('orders').countDocuments({ _id: made.orderId }),
    ).toBe(1);

    // The operator's list shows every line, and finds the order by any line's product.
    const admin = await site.adminOrder(made.orderId);
    expect(admin.quote!.items).toHaveLength(4);
    expect(admin.productInfo.title).toContain('×6');
    expect(admin.productInfo.title).toContain('×2');

    const again = await call('GET', `/api/orders/${made.orderId}`);
    expect(again.body.quote.items).toHaveLength(4);
  });

  it('asks for the pool and payment method only when a line is hash power', async () => {
    const machinesOnly = await order([sixMiners, twoL9], {
      selectedPool: undefined,
      paymentMethod: undefined,
    });
    expect(machinesOnly.status).toBe(201);
    const refused = await order([sixMiners, twoTrials], { selectedPool: undefined });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('selectedPool');
  });

  it('refuses a held quote for other lines with a fresh quote of these', async () => {
    const held = (await quote([sixMiners])).body as Quote;
    const reply = await order([twoL9], {
      quoteId: held.quoteId,
      selectedPool: undefined,
      paymentMethod: undefined,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('quote_expired');
    expect(reply.body.quote.items.map(itemSummary)).toEqual([
      { productId: 'antminer-l9', quantity: 2, currency: 'CNY', total: 72_000, amountBtc: 0.1 },
    ]);
  });

  it('a single choice still reads as one line', async () => {
    const reply = await call('POST', '/api/orders', {
      requestId: testRequestId(),
      choice: machineChoice,
      deliveryAddress: 'Buyer, 1 Main St',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.quote.items.map(itemSummary)).toEqual([
      { productId: '1', quantity: 3, currency: 'CNY', total: 50_400, amountBtc: 0.07 },
    ]);
    expect(reply.body.quote.totals).toEqual([{ currency: 'CNY', total: 50_400 }]);
  });

  it('one payment to the address pays every line: partial first, then paid', async () => {
    const made = (await order(mixedCart)).body as Order;
    const { address, dueBtc } = made.payment;
    site.chain.pay(address, 0.2);
    site.chain.mine();
    await site.watcher().sweep();
    const partial = await site.payment(made.orderId);
    expect(partial).toMatchObject({ state: 'seen', receivedBtc: 0.2 });
    expect(partial.remainingBtc).toBeCloseTo(dueBtc - 0.2, 8);

    site.chain.pay(address, partial.remainingBtc);
    site.chain.mine();
    await site.watcher().sweep();
    expect(await site.payment(made.orderId)).toMatchObject({
      state: 'paid',
      receivedBtc: dueBtc,
      remainingBtc: 0,
    });
  });
});
