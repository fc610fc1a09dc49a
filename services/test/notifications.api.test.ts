// E-mail notifications from the queue in MongoDB, sent to a real local SMTP server: the
// operator's and the buyer's messages in their languages, retries with backoff while the
// server is down (time driven by the worker's clock), exactly one delivery with two service
// instances on one database, and messages held without SMTP_URL, listed and retried by the admin.
import { freePort } from '@minesite/shared/testing/free-port';
import { startSmtpSink, type SmtpSink } from '@minesite/shared/testing/smtp-sink';
import pino from 'pino';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailQueue } from '../src/modules/notifications/mail-queue.js';
import { MailWorker, SENT_MAIL_RETENTION_DAYS } from '../src/modules/notifications/mail-worker.js';
import { enqueueNotification, mailQueueFor } from '../src/modules/notifications/notify.js';
import { orderNoticeMails } from '../src/modules/notifications/order-notice-mails.js';
import { OrderOutboxRelay } from '../src/modules/orders/order-outbox.js';
import { openAdminSession } from './support/admin-session.js';
import { machineChoice, otherKindBody } from './support/orders.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const OPS = 'ops@example.test';
const silent = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function api(name: string, env: Record<string, string>, dbName?: string): Promise<TestApi> {
  const started = await startTestApi(name, { env: { NOTIFY_EMAIL: OPS, ...env }, dbName });
  cleanups.push(() => started.close());
  return started;
}
async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port ?? (await freePort()));
  cleanups.push(() => started.close());
  return started;
}
/**
 * A sender on the API's database, with a clock the test moves. Each round first relays the
 * orders' notices into the queue, as the orders module does after every write.
 */
function worker(on: TestApi, clock?: { now: Date }) {
  const now = () => clock?.now ?? new Date();
  const mail = new MailWorker({ db: on.db, config: on.config.mail, logger: silent, now });
  const relay = new OrderOutboxRelay(on.db, [orderNoticeMails(new MailQueue(on.db), now)], silent);
  return {
    async run() {
      await relay.drain();
      return mail.run();
    },
  };
}
const queue = (on: TestApi) => on.db.collection('mail_queue');
const machineOrder = (overrides: Record<string, unknown> = {}) =>
  otherKindBody(machineChoice, { deliveryAddress: 'Lima 12', ...overrides });

describe('the operator and the buyer are told by e-mail', () => {
  it('tells the operator of a new order in NOTIFY_LOCALE, with a text and an HTML part and no order key', async () => {
    const smtp = await sink();
    const shop = await api('mail_order', { SMTP_URL: smtp.url, NOTIFY_LOCALE: 'ru' });

    const placed = await shop.call('POST', '/api/orders', machineOrder());
    expect(placed.status).toBe(201);
    await worker(shop).run();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([OPS]);
    // No fresh CNY rate in tests: the order awaits the operator's price.
    // Named by its short reference, never by the id (the key to the order).
    expect(mail!.subject).toMatch(/^Заказ \d{6}\w{2} ждёт вашей цены$/);
    expect(mail!.text).toContain('назначьте цену в панели администратора');
    expect(mail!.html).toContain('назначьте цену в панели администратора');
    expect(mail!.html).toMatch(/href="http:\/\/localhost:3000\/order-management\?q=\d{6}\w{2}"/);
    const orderId: string = placed.body.orderId;
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain(orderId);
  });

  it('tells a buyer who gave an e-mail of the payment received and the order completed, in the order’s language', async () => {
    const smtp = await sink();
    const shop = await api('mail_buyer', { SMTP_URL: smtp.url });
    const admin = await openAdminSession(shop);
    const sender = worker(shop);
    const { orderId } = (await shop.call('POST', '/api/orders', machineOrder({ locale: 'es' })))
      .body;
    await shop.call('POST', `/api/orders/${orderId}/payment`, {
      transactionHash: 'a'.repeat(64),
      email: 'buyer@example.test',
    });

    expect(
      (
        await shop.call(
          'POST',
          `/api/orders/${orderId}/confirm-payment`,
          { receivedBtc: 0.5 },
          admin,
        )
      ).status,
    ).toBe(200);
    await sender.run();
    const toBuyer = () => smtp.received.filter((mail) => mail.to.includes('buyer@example.test'));
    // The new order's notice went out as the order was stored, before the buyer gave an e-mail.
    expect(toBuyer().map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Hemos recibido el pago de su pedido \d{6}\w{2}$/),
    ]);
    expect(toBuyer()[0]!.text).toContain('0.5 BTC');
    expect(toBuyer()[0]!.html).toContain('<p>¡Gracias!');
    for (const mail of toBuyer()) expect(mail.text).not.toContain('order-management');
    // The operator hears of the new order and of the payment, in Chinese (the default).
    expect(smtp.received.filter((mail) => mail.to.includes(OPS)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^订单 \d{6}\w{2} 等待报价$/),
      expect.stringMatching(/^订单 \d{6}\w{2} 已付款$/),
    ]);

    const order = (await shop.call('GET', '/api/orders', undefined, admin)).body[0];
    const {
      history: _h,
      payment: _p,
      product: _product,
      quote: _q,
      derivationIndex: _d,
      ...form
    } = order;
    const move = (status: string) =>
      shop.call('PUT', `/api/orders/${orderId}`, { ...form, status }, admin);
    expect((await move('processing')).status).toBe(200);
    expect((await move('completed')).status).toBe(200);
    await sender.run();
    expect(toBuyer().map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Hemos recibido/),
      expect.stringMatching(/^Su pedido \d{6}\w{2} está completado$/),
    ]);
  });

  it('tells the operator of a new lead and a power consultation, the visitor’s words escaped in HTML', async () => {
    const smtp = await sink();
    const shop = await api('mail_leads', { SMTP_URL: smtp.url, NOTIFY_LOCALE: 'en' });
    await shop.call('POST', '/api/contacts', {
      title: '<b>Ann</b>',
      email: 'ann@example.test',
      phone: '1',
      machineCount: '2',
      source: 'web',
      message: 'hello',
    });
    await shop.call('POST', '/api/power-consultations', {
      name: 'Bo & Co',
      email: 'bo@example.test',
      message: 'power',
    });
    await worker(shop).run();

    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'New contact request from <b>Ann</b>',
      'New power consultation from Bo & Co',
    ]);
    const lead = smtp.received.find((mail) => mail.subject.includes('Ann'))!;
    expect(lead.html).toContain('&lt;b&gt;Ann&lt;/b&gt; sent a contact request.');
    expect(lead.html).not.toContain('<b>Ann</b>');
    expect(lead.text).toContain('Message: hello');
    expect(lead.text).toContain('http://localhost:3000/admin/contact?status=new');
  });
});

describe('the queue when the mail server is down', () => {
  it('answers the request at once, retries with a doubling wait and delivers once the server is up', async () => {
    const port = await freePort(); // nothing listens there yet
    const shop = await api('mail_down', { SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect((await shop.call('POST', '/api/orders', machineOrder())).status).toBe(201);
    const clock = { now: new Date() };
    const sender = worker(shop, clock);
    await sender.run();
    let [message] = await queue(shop).find().toArray();
    expect(message).toMatchObject({ status: 'pending', attempts: 1 });
    expect(message!.lastError).toMatch(/ECONNREFUSED/);
    expect(message!.nextAttemptAt.getTime() - clock.now.getTime()).toBe(60_000);

    // Not due yet: nothing is tried.
    clock.now = new Date(clock.now.getTime() + 59_000);
    expect(await sender.run()).toBe(0);
    // Due: the second attempt fails too, and the next one waits twice as long.
    clock.now = new Date(clock.now.getTime() + 1_000);
    await sender.run();
    [message] = await queue(shop).find().toArray();
    expect(message).toMatchObject({ status: 'pending', attempts: 2 });
    expect(message!.nextAttemptAt.getTime() - clock.now.getTime()).toBe(120_000);

    const smtp = await sink(port);
    clock.now = new Date(clock.now.getTime() + 120_000);
    await sender.run();
    expect(smtp.received).toHaveLength(1);
    [message] = await queue(shop).find().toArray();
    expect(message).toMatchObject({ status: 'sent', attempts: 3, lastError: '', recipient: OPS });
  });

  it('gives up after the last attempt with the error, never the SMTP password', async () => {
    const port = await freePort();
    const shop = await api('mail_failed', {
      SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${port}`,
      MAIL_MAX_ATTEMPTS: '2',
    });
    await shop.call('POST', '/api/orders', machineOrder());
    const clock = { now: new Date() };
    const sender = worker(shop, clock);
    await sender.run();
    clock.now = new Date(clock.now.getTime() + 60_000);
    await sender.run();

    const [message] = await queue(shop).find().toArray();
    expect(message).toMatchObject({ status: 'failed', attempts: 2 });
    expect(message!.lastError).toMatch(/ECONNREFUSED/);
    expect(message!.lastError).not.toContain('s3cret');
  });
});

describe('how long messages are kept', () => {
  it('deletes sent messages after SENT_MAIL_RETENTION_DAYS; failed ones stay for the admin', async () => {
    const smtp = await sink();
    const shop = await api('mail_retention', { SMTP_URL: smtp.url });
    expect((await shop.call('POST', '/api/orders', machineOrder())).status).toBe(201);
    const clock = { now: new Date() };
    await worker(shop, clock).run();
    const sent = await queue(shop).countDocuments({ status: 'sent' });
    expect(sent).toBeGreaterThan(0);
    await queue(shop).insertOne({
      event: 'order_created',
      audience: 'operator',
      recipient: OPS,
      locale: 'en',
      data: {},
      status: 'failed',
      attempts: 5,
      round: 0,
      lastError: 'mailbox unavailable',
      nextAttemptAt: null,
      leaseUntil: null,
      sentAt: null,
      createdAt: clock.now,
      updatedAt: clock.now,
    });

    const day = 24 * 60 * 60_000;
    clock.now = new Date(clock.now.getTime() + (SENT_MAIL_RETENTION_DAYS - 1) * day);
    await worker(shop, clock).run();
    expect(await queue(shop).countDocuments({ status: 'sent' })).toBe(sent);

    clock.now = new Date(clock.now.getTime() + 2 * day);
    await worker(shop, clock).run();
    expect(await queue(shop).countDocuments({ status: 'sent' })).toBe(0);
    expect(await queue(shop).countDocuments({ status: 'failed' })).toBe(1);
  });
});

describe('two service instances on one database', () => {
  it('delivers each message exactly once', async () => {
    const smtp = await sink();
    const first = await api('mail_replicas', { SMTP_URL: smtp.url });
    const second = await api('mail_replicas', { SMTP_URL: smtp.url }, first.db.databaseName);
    const names = Array.from({ length: 12 }, (_, i) => `Lead ${i}`);
    await Promise.all(
      names.map((title, i) =>
        (i % 2 ? first : second).call('POST', '/api/contacts', {
          title,
          email: 'x@example.test',
          phone: '1',
          machineCount: '1',
          source: 'web',
          message: 'hello',
        }),
      ),
    );

    await Promise.all([worker(first).run(), worker(second).run(), worker(first).run()]);

    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(names.map((name) => `新的联系请求：${name}`).sort());
    expect(await queue(first).countDocuments({ status: 'sent' })).toBe(names.length);
  });
});

describe('without SMTP_URL', () => {
  it('holds the messages, lists them for the admin only, and puts one back in line', async () => {
    const shop = await api('mail_held', {});
    await shop.call('POST', '/api/power-consultations', {
      name: 'Ann',
      email: 'ann@example.test',
      message: 'power',
    });
    await worker(shop).run();

    expect((await shop.call('GET', '/api/admin/notifications?status=held')).status).toBe(401);
    const admin = await openAdminSession(shop);
    const held = await shop.call('GET', '/api/admin/notifications?status=held', undefined, admin);
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ total: 1, page: 1 });
    expect(held.body.items[0]).toMatchObject({
      event: 'power_consultation_created',
      audience: 'operator',
      status: 'held',
      attempts: 0,
      lastError: 'SMTP_URL is not set',
    });
    const sent = await shop.call('GET', '/api/admin/notifications?status=sent', undefined, admin);
    expect(sent.body.total).toBe(0);

    const id: string = held.body.items[0].id;
    const retry = (who: Record<string, string>) =>
      shop.call('POST', `/api/admin/notifications/${id}/retry`, undefined, who);
    expect((await retry({})).status).toBe(401);
    const retried = await retry(admin);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, status: 'pending', lastError: '' });
    expect((await retry(admin)).status).toBe(409);
    const unknown = await shop.call(
      'POST',
      `/api/admin/notifications/${'0'.repeat(24)}/retry`,
      undefined,
      admin,
    );
    expect(unknown.status).toBe(404);
    const malformed = await shop.call(
      'GET',
      '/api/admin/notifications?status=lost',
      undefined,
      admin,
    );
    expect(malformed.status).toBe(400);
  });
});

describe('without SMTP_URL, as each replica runs it', () => {
  it('queues a message held at once; the poll holds one another replica queued pending, and one the admin retries', async () => {
    const shop = await api('mail_held_at_once', {});
    const mail = new MailWorker({ db: shop.db, config: shop.config.mail, logger: silent });
    // A poll far away: nothing but the queue's own insert can hold the message.
    const task = mail.start(60 * 60_000);
    cleanups.push(async () => task.stop());
    await mail.run();
    // Queued by a replica with a mail server (or before a restart): pending.
    const elsewhere = await new MailQueue(shop.db).insert(
      { event: 'lead_created', audience: 'operator', recipient: '', locale: null, data: {} },
      new Date(),
    );

    await enqueueNotification(mailQueueFor(shop.db, shop.config.mail), {
      event: 'power_consultation_created',
      to: 'operator',
      data: { name: 'Ann' },
    });

    expect(await queue(shop).findOne({ event: 'power_consultation_created' })).toMatchObject({
      status: 'held',
      lastError: 'SMTP_URL is not set',
      nextAttemptAt: null,
    });
    expect((await queue(shop).findOne({ _id: elsewhere._id }))?.status).toBe('pending');
    // The poll's round holds the rest.
    await mail.run();
    expect((await queue(shop).findOne({ _id: elsewhere._id }))?.status).toBe('held');

    // Put back in line by the admin here: held again by this replica's worker at once, with
    // its poll an hour away.
    const admin = await openAdminSession(shop);
    const retried = await shop.call(
      'POST',
      `/api/admin/notifications/${elsewhere._id.toHexString()}/retry`,
      undefined,
      admin,
    );
    expect(retried.body).toMatchObject({ status: 'pending', lastError: '' });
    await vi.waitFor(
      async () =>
        expect(await queue(shop).findOne({ _id: elsewhere._id })).toMatchObject({
          status: 'held',
          lastError: 'SMTP_URL is not set',
        }),
      { timeout: 5_000, interval: 50 },
    );
  });
});

describe('enqueueNotification', () => {
  it('never throws into the caller when the queue cannot be written: it logs a warning', async () => {
    // Nothing listens on port 9: the insert fails once the driver gives up on the server.
    const client = new MongoClient('mongodb://127.0.0.1:9', { serverSelectionTimeoutMS: 200 });
    const logger = { warn: vi.fn() };
    await expect(
      enqueueNotification(
        new MailQueue(client.db('none')),
        { event: 'lead_created', to: 'operator', data: { name: 'Ann' } },
        logger,
      ),
    ).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'lead_created' }),
      'notification not queued',
    );
    await client.close();
  });
});
