// The buyer's and the operator's e-mails written from an order's outbox notices, against the
// real test database: who gets which mail, in which language, with which link (the buyer's own
// order page, never the admin), the order named by its short reference, and a notice the relay
// repeats after a crash queueing nothing twice.
import {
  MAIL_LOCALES,
  NOTIFICATION_EVENTS,
  orderDisplayRef,
  type OrderNotice,
} from '@minesite/shared/contract';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db } from 'mongodb';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { MailQueue, type MailDocument } from '../src/modules/notifications/mail-queue.js';
import { mailQueueFor } from '../src/modules/notifications/notify.js';
import { orderNoticeMails } from '../src/modules/notifications/order-notice-mails.js';
import { renderMail } from '../src/modules/notifications/render-mail.js';
import { OrderOutboxRelay, noticeEntry } from '../src/modules/orders/order-outbox.js';
import type { OrderDocument } from '../src/modules/orders/order-document.js';
import { changed, insertStoredOrder } from './support/stored-order.js';

const SITE = 'https://shop.example.test';
const BUYER = 'buyer@example.test';

// The database alone: the subscriber and the relay need no running app.
let client: MongoClient;
let db: Db;
let orders: Collection<OrderDocument>;
let queue: Collection<MailDocument>;
beforeAll(async () => {
  client = await MongoClient.connect(inject('mongodbUri'));
  db = client.db(`test_notice_mails_${randomBytes(4).toString('hex')}`);
  orders = db.collection<OrderDocument>('orders');
  queue = db.collection<MailDocument>('mail_queue');
});
afterAll(async () => {
  await db.dropDatabase();
  await client.close();
});
beforeEach(async () => {
  await queue.deleteMany({});
});

const storedOrder = (fields: Partial<OrderDocument> = {}) =>
  insertStoredOrder(orders, { buyerEmail: BUYER, ...fields });

const mails = () => queue.find({}).sort({ audience: 1 }).toArray();
const byAudience = async (audience: 'buyer' | 'operator') =>
  (await mails()).filter((mail) => mail.audience === audience);

async function tell(notice: OrderNotice, order: OrderDocument) {
  const entry = noticeEntry(notice, order, new Date());
  await orderNoticeMails(new MailQueue(db)).deliver([{ entry, order }]);
  return entry;
}

describe('the mails of an order’s notices', () => {
  it('tells a buyer of the order made, in the order’s language, with the link to the buyer’s own page', async () => {
    const order = await storedOrder();
    await tell('order.created', order);

    const [buyer] = await byAudience('buyer');
    expect(buyer).toMatchObject({ event: 'order_placed', recipient: BUYER, locale: 'ru' });
    const mail = renderMail(buyer!, 'ru', SITE);
    const ref = orderDisplayRef(order.orderId);
    expect(mail.subject).toBe(`Ваш заказ ${ref} в HashPeak Mining`);
    expect(mail.subject).not.toContain(order.orderId);
    expect(mail.text).toContain('Оплатите 0.5 BTC');
    expect(mail.text).toContain(`${SITE}/order-detail?orderId=${order.orderId}`);
    expect(mail.html).toContain(`href="${SITE}/order-detail?orderId=${order.orderId}"`);
    for (const part of [mail.text, mail.html]) expect(part).not.toContain('/order-management');

    // The operator hears of it too, linked to the admin and never to the buyer's page.
    const [operator] = await byAudience('operator');
    expect(operator).toMatchObject({ event: 'order_created', recipient: '', locale: null });
    const told = renderMail(operator!, 'en', SITE);
    expect(told.subject).toBe(`New order ${ref}`);
    expect(told.text).toContain(`${SITE}/order-management?q=${ref}`);
    for (const part of [told.subject, told.text, told.html]) {
      expect(part).not.toContain(order.orderId);
      expect(part).not.toContain('/order-detail');
    }
  });

  it('queues them held at once when no mail server is set, for the admin to see and retry', async () => {
    const order = await storedOrder();
    const entry = noticeEntry('order.created', order, new Date());
    await orderNoticeMails(mailQueueFor(db, { smtpUrl: null })).deliver([{ entry, order }]);

    const queued = await mails();
    expect(queued.map((mail) => mail.audience)).toEqual(['buyer', 'operator']);
    for (const mail of queued) {
      expect(mail).toMatchObject({
        status: 'held',
        lastError: 'SMTP_URL is not set',
        nextAttemptAt: null,
      });
    }
  });

  it('queues nothing twice when an entry is handed over again, directly or by the relay after a crash', async () => {
    const order = await storedOrder();
    const entry = await tell('order.created', order);
    expect(await mails()).toHaveLength(2);

    await orderNoticeMails(new MailQueue(db)).deliver([{ entry, order }]);
    expect(await mails()).toHaveLength(2);

    // The crash: the mails were queued, the entry never pulled off the outbox.
    await orders.updateOne({ _id: order._id }, { $set: { outbox: [entry] } });
    const relay = new OrderOutboxRelay(
      db,
      [orderNoticeMails(new MailQueue(db))],
      pino({ level: 'silent' }),
    );
    expect(await relay.drain()).toBeGreaterThanOrEqual(1);
    // Once more, as a relay that could not pull the entry off would.
    await relay.drain();
    expect(await mails()).toHaveLength(2);
  });

  it('sends a buyer who gave no address nothing, and writes in Chinese when the order has no language', async () => {
    const silent = await storedOrder({ buyerEmail: '' });
    await tell('payment.paid', changed(silent, { state: 'paid', receivedSats: 50_000_000 }));
    expect((await mails()).map((mail) => mail.audience)).toEqual(['operator']);

    await queue.deleteMany({});
    const { locale: _locale, ...unset } = await storedOrder();
    await tell(
      'payment.paid',
      changed(unset as OrderDocument, { state: 'paid', receivedSats: 50_000_000 }),
    );
    const [buyer] = await byAudience('buyer');
    expect(buyer).toMatchObject({ event: 'payment_received', locale: 'zh' });
    expect(renderMail(buyer!, 'zh', SITE).text).toContain('0.5 BTC');
  });

  it('tells what was received and what remains of a partial payment', async () => {
    const order = await storedOrder({ locale: 'en' });
    await tell('payment.partial', changed(order, { state: 'seen', receivedSats: 20_000_000 }));
    const [buyer] = await byAudience('buyer');
    const mail = renderMail(buyer!, 'en', SITE);
    expect(mail.subject).toBe(
      `Part of the payment for your order ${orderDisplayRef(order.orderId)} received`,
    );
    expect(mail.text).toContain('We have seen 0.2 BTC');
    expect(mail.text).toContain('0.3 BTC remains to be paid');
    expect(await byAudience('operator')).toEqual([]);
  });

  it('marks a reversed payment urgent for the operator and tells the buyer what happens next', async () => {
    const order = await storedOrder({ locale: 'es' });
    await tell(
      'payment.review',
      changed(order, { state: 'review', flag: 'reversed', receivedSats: 0 }),
    );
    const [operator] = await byAudience('operator');
    expect(operator!.event).toBe('payment_review');
    expect(renderMail(operator!, 'en', SITE).subject).toMatch(/^URGENT: /);
    const [buyer] = await byAudience('buyer');
    const mail = renderMail(buyer!, 'es', SITE);
    expect(mail.subject).toBe(`Estamos revisando su pedido ${orderDisplayRef(order.orderId)}`);
    expect(mail.text).toContain('La tienda revisará el pago');

    await queue.deleteMany({});
    await tell(
      'payment.review',
      changed(order, { state: 'review', flag: 'overpaid', receivedSats: 60_000_000 }),
    );
    const [over] = await byAudience('buyer');
    expect(renderMail(over!, 'es', SITE).text).toContain(
      'le ofrecerá el reembolso de la diferencia',
    );
    expect(renderMail((await byAudience('operator'))[0]!, 'en', SITE).subject).toBe(
      `Order ${orderDisplayRef(order.orderId)} needs your review`,
    );
  });

  it('gives the buyer the operator’s reason for an invalid order, and the refund’s amount and transaction', async () => {
    const order = await storedOrder({ locale: 'en' });
    await tell('payment.invalid', changed(order, { state: 'invalid', invalidReason: 'Sold out' }));
    expect(renderMail((await byAudience('buyer'))[0]!, 'en', SITE).text).toContain(
      'Reason: Sold out',
    );

    await queue.deleteMany({});
    const refund = {
      state: 'requested',
      amountSats: 10_000_000,
      address: 'bcrt1qrefund',
      txid: 'f'.repeat(64),
    };
    await tell('refund.requested', changed(order, { state: 'refunding', refund }));
    const [operator] = await byAudience('operator');
    expect(operator!.event).toBe('refund_requested');
    expect(renderMail(operator!, 'en', SITE).text).toContain('bcrt1qrefund for 0.1 BTC');
    expect(await byAudience('buyer')).toEqual([]);

    await queue.deleteMany({});
    await tell('refund.refunded', changed(order, { state: 'refunded', refund }));
    const sent = renderMail((await byAudience('buyer'))[0]!, 'en', SITE);
    expect(sent.text).toContain('sent 0.1 BTC back to bcrt1qrefund');
    expect(sent.text).toContain(`Transaction: ${'f'.repeat(64)}`);
    expect(sent.text).not.toContain('/order-management');
  });

  it('speaks of USDT and its chain on a USDT rail: the order, a partial payment, the refund', async () => {
    const tron = await storedOrder({
      locale: 'en',
      payment: {
        ...(await storedOrder()).payment!,
        rail: 'usdt-tron',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        dueSats: 12_500_000,
      },
    });
    await tell('order.created', tron);
    const placed = renderMail((await byAudience('buyer'))[0]!, 'en', SITE);
    expect(placed.text).toContain('Please pay 12.500000 USDT on TRON (TRC20)');
    expect(placed.text).not.toContain('BTC');
    const told = renderMail((await byAudience('operator'))[0]!, 'zh', SITE);
    expect(told.text).toContain('应付 12.500000 USDT（TRON 网络，TRC20）');

    await queue.deleteMany({});
    await tell('payment.partial', changed(tron, { state: 'seen', receivedSats: 2_500_000 }));
    const partial = renderMail((await byAudience('buyer'))[0]!, 'ru', SITE);
    expect(partial.text).toContain('Мы видим 2.500000 USDT');
    expect(partial.text).toContain('доплатить 10.000000 USDT в сети TRON (TRC20)');

    await queue.deleteMany({});
    await tell('payment.paid', changed(tron, { state: 'paid', receivedSats: 12_500_000 }));
    expect(renderMail((await byAudience('buyer'))[0]!, 'en', SITE).text).toContain(
      'We received your payment of 12.500000 USDT on TRON (TRC20)',
    );
    expect(renderMail((await byAudience('operator'))[0]!, 'en', SITE).text).toContain(
      'The payment of 12.500000 USDT on TRON (TRC20)',
    );

    await queue.deleteMany({});
    await tell(
      'payment.review',
      changed(tron, { state: 'review', flag: 'late', receivedSats: 12_500_000 }),
    );
    expect(renderMail((await byAudience('buyer'))[0]!, 'en', SITE).text).toContain(
      'Your payment of 12.500000 USDT for',
    );

    await queue.deleteMany({});
    const ethereum = changed(tron, {
      rail: 'usdt-ethereum',
      state: 'refunding',
      refund: { state: 'offered', amountSats: 7_000_000, address: '', txid: '' },
    });
    await tell('refund.offered', ethereum);
    const offered = renderMail((await byAudience('buyer'))[0]!, 'es', SITE);
    expect(offered.text).toContain('reembolsar 7.000000 USDT en Ethereum (ERC20)');
    expect(offered.text).toContain('la dirección de Ethereum a la que enviar el reembolso');
  });

  it('has every message in all four languages, with valid ICU and every value filled in', () => {
    const data = {
      orderRef: '123456ab',
      product: 'S21',
      amount: '0.5',
      received: '0.2',
      remaining: '0.3',
      chain: 'tron',
      flag: 'late',
      priced: 'yes',
      reason: 'r',
      address: 'a',
      txid: 't',
      name: 'n',
      email: 'e',
      phone: 'p',
      message: 'm',
    };
    for (const locale of MAIL_LOCALES) {
      for (const event of NOTIFICATION_EVENTS) {
        const mail = renderMail({ event, data, audience: 'buyer' }, locale, SITE);
        expect(mail.subject, `${locale} ${event}`).not.toMatch(/[{}]/);
        expect(mail.text, `${locale} ${event}`).not.toMatch(/[{}]/);
      }
    }
  });
});
