// An order id is all a visitor needs to read, pay or give up an order. So: orders placed before
// the ids grew (6 random characters) keep working for every call; calls naming an order are
// limited per client, those naming none (guesses) after a few; and no log line holds an id in
// full.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import { openAdminSession } from './support/admin-session.js';
import { checkoutBody, legacyOrderId, testOrderId } from './support/orders.js';
import { apiInFreshWindows } from './support/fresh-windows.js';

const MISSES = 4;
const READS = 12;
const WINDOW_SECONDS = 3600;

const site = apiInFreshWindows('order_id_access', WINDOW_SECONDS, {
  ORDER_MISS_LIMIT: String(MISSES),
  ORDER_READ_LIMIT: String(READS),
  ORDER_READ_WINDOW_SECONDS: String(WINDOW_SECONDS),
  TRUST_PROXY: 'true',
});

/** Each test is its own client (an address the trusted proxy reports). */
let clients = 0;
const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });

/** A placed order stored again under an id of the former form, as orders placed before are. */
async function legacyOrder(): Promise<string> {
  const created = await site.api.call('POST', '/api/orders', checkoutBody());
  const orders = site.api.db.collection<{
    _id: string;
    orderId: string;
    requestKey?: string;
    openSlot?: string;
  }>('orders');
  const stored = (await orders.findOne({ _id: created.body.orderId }))!;
  const orderId = legacyOrderId();
  // Orders from before carry their own id as their create's key and slot (the migrations).
  await orders.insertOne({
    ...stored,
    _id: orderId,
    orderId,
    requestKey: orderId,
    openSlot: orderId,
  });
  await orders.deleteOne({ _id: created.body.orderId });
  return orderId;
}

describe('orders placed before, with 6-character ids', () => {
  it('are read, paid, saved by the operator and given up as before', async () => {
    const client = newClient();
    const paid = await legacyOrder();
    expect(paid).toMatch(/^ORD\d{13}[0-9a-z]{6}$/);

    const read = await site.api.call('GET', `/api/orders/${paid}`, undefined, client);
    expect(read.status).toBe(200);
    expect(read.body.orderId).toBe(paid);
    const payment = { transactionHash: '0xlegacy', email: 'old@example.com' };
    const claim = await site.api.call('POST', `/api/orders/${paid}/payment`, payment, client);
    expect(claim.status).toBe(200);
    expect(claim.body.transactionHash).toBe('0xlegacy');
    // The operator's form sends the order back with its id.
    const admin = await openAdminSession(site.api);
    const saved = await site.api.call('PUT', `/api/orders/${paid}`, { orderId: paid }, admin);
    expect(saved.status).toBe(200);

    const unpaid = await legacyOrder();
    expect((await site.api.call('DELETE', `/api/orders/${unpaid}`, undefined, client)).status).toBe(
      200,
    );
    expect((await site.api.call('GET', `/api/orders/${unpaid}`, undefined, client)).status).toBe(
      404,
    );
  });
});

describe('calls naming an order', () => {
  it(`after ${MISSES} that found nothing, are refused with 429 and Retry-After, found or not`, async () => {
    const guesser = newClient();
    const created = await site.api.call('POST', '/api/orders', checkoutBody());
    const real = created.body.orderId as string;

    for (let guess = 1; guess <= MISSES; guess++) {
      const miss = await site.api.call('GET', `/api/orders/${testOrderId()}`, undefined, guesser);
      expect(miss.status).toBe(404);
    }
    const guesses = [
      site.api.call('GET', `/api/orders/${testOrderId()}`, undefined, guesser),
      site.api.call('GET', `/api/orders/${real}`, undefined, guesser),
      site.api.call('DELETE', `/api/orders/${testOrderId()}`, undefined, guesser),
      site.api.call(
        'POST',
        `/api/orders/${testOrderId()}/payment`,
        { transactionHash: '0x1', email: 'a@example.com' },
        guesser,
      ),
    ];
    for (const refused of await Promise.all(guesses)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // Another client, e.g. the buyer, still reads the order.
    expect((await site.api.call('GET', `/api/orders/${real}`, undefined, newClient())).status).toBe(
      200,
    );
  });

  it('count misses of every call that names an order, not only reads', async () => {
    const guesser = newClient();
    for (let guess = 1; guess <= MISSES; guess++) {
      const miss = await site.api.call(
        'DELETE',
        `/api/orders/${testOrderId()}`,
        undefined,
        guesser,
      );
      expect(miss.status).toBe(404);
    }
    const refused = await site.api.call('GET', `/api/orders/${testOrderId()}`, undefined, guesser);
    expect(refused.status).toBe(429);
  });

  it(`that find the order, are refused only past ${READS} in the window`, async () => {
    const visitor = newClient();
    const created = await site.api.call('POST', '/api/orders', checkoutBody());
    const path = `/api/orders/${created.body.orderId}`;

    for (let poll = 1; poll <= READS; poll++) {
      expect((await site.api.call('GET', path, undefined, visitor)).status).toBe(200);
    }
    const refused = await site.api.call('GET', path, undefined, visitor);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
  });
});

describe('the logs', () => {
  it('never hold an order id in full: the access line keeps its time and 2 characters', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const logger = createLogger('info', sink);
    const server = createServer(
      createApp({ db: site.api.db, config: site.api.config, logger }).callback(),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const created = await site.api.call('POST', '/api/orders', checkoutBody());
    const orderId = created.body.orderId as string;
    // One character off: maybe a real id but for it, so not written either.
    const mistyped = `${orderId.slice(0, 10)}-${orderId.slice(11)}`;
    try {
      const { port } = server.address() as AddressInfo;
      for (const path of [
        `/api/orders/${orderId}`,
        `/api/orders/${orderId}/payment`,
        `/api/orders/${mistyped}`,
        `/api/orders?q=${orderId}`,
      ]) {
        await fetch(`http://127.0.0.1:${port}${path}`, { headers: newClient() });
      }
    } finally {
      server.close();
    }
    // Any other line: an error message carrying an id.
    logger.error({ err: new Error(`Order ${orderId} failed`) }, `while handling ${orderId}`);

    const kept = `${orderId.slice(0, 18)}…`;
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(line).not.toContain(orderId.slice(18));
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        `/api/orders/${kept}`,
        `/api/orders/${kept}/payment`,
        `/api/orders/${mistyped.slice(0, 18)}…`,
        `/api/orders?q=${kept}`,
      ]),
    );
    expect(lines.at(-1)).toContain(`while handling ${kept}`);
  });
});
