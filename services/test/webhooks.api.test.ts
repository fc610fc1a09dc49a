// Signed webhooks, sent to a real local HTTP receiver that checks the signature over the raw
// body: each order notice relayed from the outbox is one delivery (a repeat is ignored), tried
// again with a growing wait (time driven by the worker's clock) until a 2xx, `failed` after
// the last try, redelivered by the admin; one try per replica set; the URL and secret from the
// environment or the settings page, the secret never read back.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@minesite/shared/testing/free-port';
import { webhookEventSchema } from '@minesite/shared/contract';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { orderNoticeSubscribers } from '../src/modules/orders/notice-subscribers.js';
import { noticeEntry, OrderOutboxRelay } from '../src/modules/orders/order-outbox.js';
import type { OrderDocument } from '../src/modules/orders/order-document.js';
import { parseWebhookConfig } from '../src/modules/webhooks/webhook-config.js';
import { webhookSubscriber } from '../src/modules/webhooks/webhook-subscriber.js';
import {
  retryDelayMs,
  WEBHOOK_MAX_ATTEMPTS,
  WebhookWorker,
} from '../src/modules/webhooks/webhook-worker.js';
import { openAdminSession } from './support/admin-session.js';
import { machineChoice, otherKindBody } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const SECRET = 'whsec-test-0123456789abcdef';
const silent = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  /** Whether X-Signature is the HMAC of the raw body with SECRET, checked as a receiver does. */
  signed: boolean;
}

/** A receiver that answers the statuses of `script` in turn (its last one from then on). */
async function startReceiver(script: number[]) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`,
      );
      const given = Buffer.from(String(request.headers['x-signature'] ?? ''));
      const signed = given.length === expected.length && timingSafeEqual(given, expected);
      received.push({ headers: request.headers, raw: raw.toString('utf8'), signed });
      const status = script[Math.min(received.length, script.length) - 1]!;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'ok' : 'receiver broke\nsecond line');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url, received };
}

async function api(name: string, env: Record<string, string> = {}): Promise<TestApi> {
  const started = await startTestApi(name, { env });
  cleanups.push(() => started.close());
  return started;
}

const deliveries = (on: TestApi) => on.db.collection('webhook_deliveries');

/** A sender on the API's database, with a clock the test moves. */
function worker(on: TestApi, clock: { now: Date }) {
  return new WebhookWorker({ db: on.db, config: on.config, logger: silent, now: () => clock.now });
}

const orders = (on: TestApi) => on.db.collection<OrderDocument>('orders');

/**
 * A new order, as stored. The notice its creation gave is dropped: each test relays the
 * notices it is about (no background relay runs in the tests).
 */
async function placeOrder(on: TestApi, { keepNotices = false } = {}): Promise<OrderDocument> {
  const placed = await on.call(
    'POST',
    '/api/orders',
    otherKindBody(machineChoice, { deliveryAddress: 'Lima 12' }),
  );
  expect(placed.status).toBe(201);
  const orderId = placed.body.orderId as string;
  // Handed to no subscriber: dropped.
  if (!keepNotices) await new OrderOutboxRelay(on.db, [], silent).drain();
  return (await orders(on).findOne({ _id: orderId }))!;
}

/** Writes `notice` into the order's outbox, as an order write does, and relays it. */
async function relayNotice(on: TestApi, order: OrderDocument, notice: 'payment.paid', at: Date) {
  const entry = noticeEntry(notice, order, at);
  await orders(on).updateOne({ _id: order._id }, { $push: { outbox: entry } });
  const deps = { db: on.db, config: on.config, logger: silent };
  expect(await new OrderOutboxRelay(on.db, orderNoticeSubscribers(deps), silent).drain()).toBe(1);
  return entry;
}

const later = (clock: { now: Date }, ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

describe('an order notice as a signed webhook', () => {
  it('is sent for the notice the order path writes when an order is placed', async () => {
    const receiver = await startReceiver([200]);
    const shop = await api('webhook_created', {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    });
    const order = await placeOrder(shop, { keepNotices: true });
    const deps = { db: shop.db, config: shop.config, logger: silent };
    await new OrderOutboxRelay(shop.db, orderNoticeSubscribers(deps), silent).drain();
    await worker(shop, { now: new Date() }).run();

    const created = receiver.received.map((r) => JSON.parse(r.raw));
    expect(created).toContainEqual(
      expect.objectContaining({
        type: 'order.created',
        order: expect.objectContaining({ orderId: order.orderId }),
      }),
    );
    expect(receiver.received.every((r) => r.signed)).toBe(true);
  });

  it('is POSTed with its signature, retried with a growing wait after 500s, delivered on a 200', async () => {
    const receiver = await startReceiver([500, 500, 200]);
    const shop = await api('webhook_retry', { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
    const admin = await openAdminSession(shop);
    const order = await placeOrder(shop);
    const at = new Date('2030-01-02T03:04:05.000Z');
    const entry = await relayNotice(shop, order, 'payment.paid', at);

    const clock = { now: new Date('2030-01-02T03:05:00.000Z') };
    const sender = worker(shop, clock);
    expect(await sender.run()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    expect(first!.signed).toBe(true);
    expect(first!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-delivery-id': entry.id,
      'user-agent': expect.stringMatching(/^HashPeak-Mining-Webhooks\//),
    });
    const body = JSON.parse(first!.raw);
    expect(webhookEventSchema.parse(body)).toEqual({
      id: entry.id,
      type: 'payment.paid',
      createdAt: at.toISOString(),
      order: {
        orderId: order.orderId,
        status: 'pending',
        payment: {
          state: entry.state,
          flag: null,
          dueBtc: expect.stringMatching(/^\d+\.\d{8}$/),
          receivedBtc: '0.00000000',
          rail: 'btc',
          symbol: 'BTC',
          due: body.order.payment.dueBtc,
          received: '0.00000000',
        },
      },
    });

    let [delivery] = await deliveries(shop).find().toArray();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(delivery!.lastError).toBe('HTTP 500: receiver broke second line');
    expect(delivery!.nextAttemptAt.getTime() - clock.now.getTime()).toBe(retryDelayMs(1));

    // Not due yet: nothing is tried.
    later(clock, retryDelayMs(1) - 1);
    expect(await sender.run()).toBe(0);
    later(clock, 1);
    expect(await sender.run()).toBe(1);
    [delivery] = await deliveries(shop).find().toArray();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2 });
    expect(delivery!.nextAttemptAt.getTime() - clock.now.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    later(clock, retryDelayMs(2));
    expect(await sender.run()).toBe(1);
    expect(receiver.received).toHaveLength(3);
    // Every try sends the same bytes, signed the same.
    expect(new Set(receiver.received.map((r) => r.raw)).size).toBe(1);
    expect(receiver.received.every((r) => r.signed)).toBe(true);

    const list = await shop.call('GET', '/api/admin/webhooks/deliveries', undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.items[0]).toMatchObject({
      id: entry.id,
      type: 'payment.paid',
      orderId: order.orderId,
      status: 'delivered',
      attempts: 3,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      lastStatusCode: 200,
      lastError: '',
      nextAttemptAt: null,
      deliveredAt: clock.now.toISOString(),
    });
  });

  it('records a notice relayed twice once', async () => {
    const receiver = await startReceiver([200]);
    const shop = await api('webhook_once', { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
    const order = await placeOrder(shop);
    const entry = noticeEntry('payment.seen', order, new Date());
    const subscriber = webhookSubscriber(shop);
    await subscriber.deliver([{ entry, order }]);
    await subscriber.deliver([{ entry, order }]);

    expect(await deliveries(shop).countDocuments()).toBe(1);
    await worker(shop, { now: new Date() }).run();
    expect(receiver.received).toHaveLength(1);
  });

  it('records nothing while no webhook URL is configured', async () => {
    const shop = await api('webhook_off');
    const order = await placeOrder(shop);
    await webhookSubscriber(shop).deliver([
      { entry: noticeEntry('order.created', order, new Date()), order },
    ]);
    expect(await deliveries(shop).countDocuments()).toBe(0);
  });

  it('is tried once per try with three replicas on one database', async () => {
    const receiver = await startReceiver([200]);
    const shop = await api('webhook_replicas', {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    });
    const order = await placeOrder(shop);
    for (let i = 0; i < 8; i++) {
      await webhookSubscriber(shop).deliver([
        { entry: noticeEntry('payment.seen', order, new Date()), order },
      ]);
    }
    const clock = { now: new Date() };
    await Promise.all([1, 2, 3].map(() => worker(shop, clock).run()));

    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((r) => r.headers['x-delivery-id'])).size).toBe(8);
    expect(await deliveries(shop).countDocuments({ status: 'delivered' })).toBe(8);
  });
});

describe('a delivery that never gets a 2xx', () => {
  it('fails after the last try, and the admin’s redeliver starts a new round', async () => {
    const receiver = await startReceiver([...Array<number>(WEBHOOK_MAX_ATTEMPTS).fill(503), 204]);
    const shop = await api('webhook_failed', {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    });
    const admin = await openAdminSession(shop);
    const order = await placeOrder(shop);
    const entry = await relayNotice(shop, order, 'payment.paid', new Date());
    const clock = { now: new Date() };
    const sender = worker(shop, clock);

    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      expect(await sender.run()).toBe(1);
      if (attempt < WEBHOOK_MAX_ATTEMPTS) later(clock, retryDelayMs(attempt));
    }
    later(clock, 365 * 24 * 60 * 60_000);
    expect(await sender.run()).toBe(0);
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    const failed = await shop.call(
      'GET',
      '/api/admin/webhooks/deliveries?status=failed',
      undefined,
      admin,
    );
    expect(failed.body.items).toEqual([
      expect.objectContaining({
        id: entry.id,
        status: 'failed',
        attempts: WEBHOOK_MAX_ATTEMPTS,
        lastStatusCode: 503,
        nextAttemptAt: null,
      }),
    ]);
    const delivered = '/api/admin/webhooks/deliveries?status=delivered';
    expect((await shop.call('GET', delivered, undefined, admin)).body.total).toBe(0);

    const redelivered = await shop.call(
      'POST',
      `/api/admin/webhooks/deliveries/${entry.id}/redeliver`,
      undefined,
      admin,
    );
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toMatchObject({ status: 'pending', attempts: 0, lastError: '' });
    expect(await sender.run()).toBe(1);
    expect(receiver.received.at(-1)!.headers['x-delivery-id']).toBe(entry.id);
    expect(await deliveries(shop).findOne({ _id: entry.id as never })).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
    });
  });

  it('keeps the network error when nothing answers', async () => {
    const shop = await api('webhook_refused', {
      WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hooks`,
      WEBHOOK_SECRET: SECRET,
    });
    const order = await placeOrder(shop);
    await webhookSubscriber(shop).deliver([
      { entry: noticeEntry('payment.seen', order, new Date()), order },
    ]);
    await worker(shop, { now: new Date() }).run();

    const [delivery] = await deliveries(shop).find().toArray();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(delivery!.lastError).toMatch(/ECONNREFUSED/);
  });
});

describe('the admin’s delivery routes', () => {
  it('answer 401 without the session, 4xx with a reason for bad input, 404 and 409', async () => {
    const shop = await api('webhook_routes', {
      WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
      WEBHOOK_SECRET: SECRET,
    });
    const admin = await openAdminSession(shop);
    const list = '/api/admin/webhooks/deliveries';
    expect((await shop.call('GET', list)).status).toBe(401);

    const badStatus = await shop.call('GET', `${list}?status=lost`, undefined, admin);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.issues[0].path).toBe('status');

    const badPage = await shop.call('GET', `${list}?pageSize=1000`, undefined, admin);
    expect(badPage.status).toBe(400);

    const badId = await shop.call('POST', `${list}/not-an-id/redeliver`, undefined, admin);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/delivery id/);

    const missing = await shop.call(
      'POST',
      `${list}/${'a'.repeat(24)}/redeliver`,
      undefined,
      admin,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('webhook_delivery_not_found');

    // A try under way is the sender's until it ends.
    const order = await placeOrder(shop);
    const entry = noticeEntry('payment.seen', order, new Date());
    await webhookSubscriber(shop).deliver([{ entry, order }]);
    await deliveries(shop).updateOne({ _id: entry.id as never }, { $set: { status: 'sending' } });
    const busy = await shop.call('POST', `${list}/${entry.id}/redeliver`, undefined, admin);
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('webhook_delivery_sending');
  });
});

describe('the webhook settings', () => {
  const form = (webhooks?: object) => ({
    payment: { address: null, network: 'regtest', confirmations: 1, quoteLifetimeMinutes: 30 },
    notifications: { operatorEmail: null, operatorLocale: 'zh' },
    publicWrites: { limit: 100000, windowSeconds: 60, globalLimit: 100000 },
    ...(webhooks ? { webhooks } : {}),
  });

  it('are saved from the page, the secret never read back nor audited', async () => {
    const receiver = await startReceiver([200]);
    const shop = await api('webhook_page');
    const admin = await openAdminSession(shop);
    const put = (body: unknown) => shop.call('PUT', '/api/admin/settings', body, admin);

    const noSecret = await put(form({ url: receiver.url }));
    expect(noSecret.status).toBe(422);
    expect(noSecret.body.code).toBe('webhook_secret_required');
    const badUrl = await put(form({ url: 'ftp://example.com', secret: SECRET }));
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.issues[0].path).toBe('webhooks.url');
    const shortSecret = await put(form({ url: receiver.url, secret: 'short' }));
    expect(shortSecret.status).toBe(400);
    expect(shortSecret.body.issues[0].path).toBe('webhooks.secret');

    const saved = await put(form({ url: receiver.url, secret: SECRET }));
    expect(saved.status).toBe(200);
    expect(saved.body.webhooks).toEqual({
      url: { value: receiver.url, source: 'settings' },
      secretSet: { value: true, source: 'settings' },
    });
    // Without a secret the stored one stays; without the section, both do.
    expect((await put(form({ url: receiver.url }))).status).toBe(200);
    expect((await put(form())).body.webhooks.secretSet.value).toBe(true);

    const read = await shop.call('GET', '/api/admin/settings', undefined, admin);
    const audit = await shop.call(
      'GET',
      '/api/admin/audit?entity=settings&entityId=site',
      undefined,
      admin,
    );
    for (const reply of [saved, read, audit])
      expect(JSON.stringify(reply.body)).not.toContain(SECRET);

    // The page's URL and secret are the ones deliveries use.
    const order = await placeOrder(shop);
    await webhookSubscriber(shop).deliver([
      { entry: noticeEntry('payment.seen', order, new Date()), order },
    ]);
    await worker(shop, { now: new Date() }).run();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.signed).toBe(true);

    // Removing the URL stops recording.
    expect((await put(form({ url: null, secret: null }))).body.webhooks).toEqual({
      url: { value: null, source: 'default' },
      secretSet: { value: false, source: 'default' },
    });
  });

  it('show the environment’s as such and keep them', async () => {
    const shop = await api('webhook_env', {
      WEBHOOK_URL: 'https://hooks.example.test/in',
      WEBHOOK_SECRET: SECRET,
    });
    const admin = await openAdminSession(shop);
    const saved = await shop.call(
      'PUT',
      '/api/admin/settings',
      form({ url: 'https://elsewhere.example.test/', secret: 'another-secret-0123456789' }),
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.webhooks).toEqual({
      url: { value: 'https://hooks.example.test/in', source: 'env' },
      secretSet: { value: true, source: 'env' },
    });
  });
});

describe('WEBHOOK_URL and WEBHOOK_SECRET', () => {
  it('are checked at start', () => {
    expect(parseWebhookConfig({})).toEqual({
      success: true,
      config: { url: null, secret: null },
    });
    expect(parseWebhookConfig({ WEBHOOK_URL: 'https://a.test/h', WEBHOOK_SECRET: SECRET })).toEqual(
      { success: true, config: { url: 'https://a.test/h', secret: SECRET } },
    );
    const refused = (env: Record<string, string>) => {
      const result = parseWebhookConfig(env);
      return result.success ? [] : result.problems;
    };
    expect(refused({ WEBHOOK_URL: 'https://a.test/h' })).toEqual([
      'WEBHOOK_URL needs WEBHOOK_SECRET (the signing key)',
    ]);
    expect(refused({ WEBHOOK_URL: 'mailto:a@b.c', WEBHOOK_SECRET: SECRET })[0]).toMatch(
      /^WEBHOOK_URL must be an http\(s\) address/,
    );
    expect(refused({ WEBHOOK_URL: 'https://u:p@a.test/', WEBHOOK_SECRET: SECRET })).toHaveLength(1);
    expect(refused({ WEBHOOK_SECRET: 'short' })[0]).toMatch(/^WEBHOOK_SECRET /);
    expect(() =>
      loadConfig({ MONGODB_URI: 'mongodb://x', WEBHOOK_URL: 'https://a.test/' }),
    ).toThrow(/WEBHOOK_URL needs WEBHOOK_SECRET/);
  });
});

describe('the OpenAPI document', () => {
  it('describes the webhook the service sends, its body a named component', async () => {
    const shop = await api('webhook_openapi');
    const { body } = await shop.call('GET', '/api/openapi.json');
    const notice = body.webhooks.orderNotice.post;
    expect(notice.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WebhookEvent',
    });
    expect(notice.parameters.map((p: { name: string }) => p.name)).toContain('X-Signature');
    expect(Object.keys(body.components.schemas.WebhookEvent.properties)).toEqual([
      'id',
      'type',
      'createdAt',
      'order',
    ]);
  });
});
