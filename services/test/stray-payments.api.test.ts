// Payments without an order: an address the shop handed out stays watched after its order let
// go of it (deleted, purged, moved to another rail). A payment found there is listed for the
// operator, counted on the dashboard and mailed, until the operator resolves it.
import type { StrayPayment, StrayPaymentPage } from '@minesite/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordChange } from '../src/modules/audit/audit-log.js';
import { renderMail } from '../src/modules/notifications/render-mail.js';
import type { MailDocument } from '../src/modules/notifications/mail-queue.js';
import { ordersService } from '../src/modules/orders/orders-service.js';
import { FORGET_AFTER_MS, StrayAddresses } from '../src/modules/payments/stray-addresses.js';
import { backfillDeletedAddresses } from '../src/modules/payments/stray-backfill.js';
import { openAdminSession } from './support/admin-session.js';
import { testOrderId } from './support/orders.js';
import { startFakeTron, type FakeTron } from './support/fake-tron.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';
import { TEST_TOKEN_RAIL_ENV } from './support/token-accounts.js';

const HOUR = 3_600_000;
const REFUND_TXID = 'ab'.repeat(32);
const SITE = 'https://shop.example.test';

let site: PaymentsSite;
let tron: FakeTron;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  tron = await startFakeTron();
  site = await startPaymentsSite('stray_payments', {
    env: { ...TEST_TOKEN_RAIL_ENV, TRON_API_URL: tron.url },
  });
  admin = await openAdminSession(site.api);
});
afterAll(async () => {
  await site.close();
  await tron.close();
});
beforeEach(async () => {
  site.chain.reset();
  tron.reset();
  await site.api.db.collection('stray_addresses').deleteMany({});
});

const sweep = (now?: () => Date) => site.watcher(now).sweep();
const call = (method: string, path: string, body?: unknown) =>
  site.api.call(method, path, body, admin);

async function strayList(query = ''): Promise<StrayPayment[]> {
  const reply = await call('GET', `/api/admin/stray-payments?pageSize=100${query}`);
  expect(reply.status).toBe(200);
  return (reply.body as StrayPaymentPage).items;
}
const strayAt = async (address: string) =>
  (await strayList()).filter((payment) => payment.address === address);
const openCount = async () =>
  (await call('GET', '/api/admin/dashboard')).body.counts.strayPayments as number;

async function deletedOrder() {
  const { orderId, payment } = await site.placeOrder();
  expect((await site.api.call('DELETE', `/api/orders/${orderId}`)).status).toBe(200);
  return { orderId, address: payment.address, dueBtc: payment.dueBtc };
}

describe('a payment to the address of a deleted order', () => {
  it('is found, listed, counted and mailed to the operator, once', async () => {
    const before = await openCount();
    const { orderId, address } = await deletedOrder();
    // A withdrawal that left the buyer's exchange before the order was given up.
    const txid = site.chain.pay(address, 0.0015);
    expect((await sweep()).strayChecked).toBe(1);

    const [found, ...more] = await strayAt(address);
    expect(more).toEqual([]);
    expect(found).toMatchObject({
      rail: 'btc',
      symbol: 'BTC',
      amount: '0.00150000',
      txid,
      orderId,
      reason: 'deleted',
      confirmations: 0,
      blockTime: null,
      droppedAt: null,
      status: 'open',
      refundTxid: null,
      creditedOrderId: null,
    });
    expect(await openCount()).toBe(before + 1);
    const mails = await site.api.db
      .collection('mail_queue')
      .find({ event: 'stray_payment_found', 'data.txid': txid })
      .toArray();
    expect(mails).toMatchObject([
      {
        audience: 'operator',
        data: { amount: '0.0015 BTC', address, reason: 'deleted', orderRef: expect.any(String) },
      },
    ]);
    // In the operator's language, with the admin's list to resolve it from.
    const why = {
      zh: '该订单已被删除',
      en: 'which was deleted',
      es: 'que se eliminó',
      ru: 'который удалён',
    };
    for (const [locale, reason] of Object.entries(why)) {
      const mail = renderMail(
        mails[0] as unknown as MailDocument,
        locale as keyof typeof why,
        SITE,
      );
      expect(mail.subject).toContain('0.0015 BTC');
      for (const part of [address, txid, reason, `${SITE}/admin/stray-payments?status=open`]) {
        expect(mail.text).toContain(part);
      }
    }

    // Followed while it is not final: its depth counts, and it is not recorded twice.
    site.chain.mine();
    await sweep();
    expect(await strayAt(address)).toMatchObject([{ txid, confirmations: 1 }]);
    expect(
      await site.api.db
        .collection('mail_queue')
        .countDocuments({ event: 'stray_payment_found', 'data.txid': txid }),
    ).toBe(1);
  });

  it('is resolved once, as refunded with a txid of its chain', async () => {
    const { address } = await deletedOrder();
    site.chain.pay(address, 0.002);
    await sweep();
    const [found] = await strayAt(address);
    const before = await openCount();
    const resolve = (body: unknown) =>
      call('POST', `/api/admin/stray-payments/${found!.id}/resolve`, body);

    const ethereumShaped = await resolve({ status: 'refunded', refundTxid: `0x${REFUND_TXID}` });
    expect(ethereumShaped.status).toBe(422);
    expect(ethereumShaped.body.code).toBe('payment_tx_malformed');
    expect((await resolve({ status: 'refunded' })).status).toBe(400);

    const refunded = await resolve({
      status: 'refunded',
      refundTxid: REFUND_TXID,
      note: 'sent back to the sender',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      status: 'refunded',
      refundTxid: REFUND_TXID,
      note: 'sent back to the sender',
      resolvedAt: expect.any(String),
    });
    expect(await openCount()).toBe(before - 1);
    expect((await strayList('&status=refunded')).map((p) => p.id)).toContain(found!.id);
    expect((await strayList('&status=open')).map((p) => p.id)).not.toContain(found!.id);

    const again = await resolve({ status: 'refunded', refundTxid: REFUND_TXID });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('stray_payment_resolved');
    // Found again by later looks, it stays resolved.
    await sweep();
    expect(await strayAt(address)).toMatchObject([{ status: 'refunded' }]);
  });

  it('that leaves the chain stays listed, marked dropped', async () => {
    const { address } = await deletedOrder();
    const txid = site.chain.pay(address, 0.001);
    await sweep();
    site.chain.drop(txid);
    await sweep();
    const [dropped] = await strayAt(address);
    expect(dropped).toMatchObject({ txid, status: 'open', droppedAt: expect.any(String) });
  });

  it('is looked at every poll for PAYMENT_MONITORING_HOURS, then at the late pace', async () => {
    const { address } = await deletedOrder();
    const { monitoringMs, lateCheckMs } = site.api.config.chain;
    const at = (ms: number) => () => new Date(Date.now() + ms);
    // Past the close watch: one look, then none until the late sweep's pace has passed.
    expect((await sweep(at(monitoringMs + HOUR))).strayChecked).toBe(1);
    const txid = site.chain.pay(address, 0.001);
    expect((await sweep(at(monitoringMs + 2 * HOUR))).strayChecked).toBe(0);
    expect(await strayAt(address)).toEqual([]);
    expect((await sweep(at(monitoringMs + HOUR + lateCheckMs + 60_000))).strayChecked).toBe(1);
    expect(await strayAt(address)).toMatchObject([{ txid, reason: 'deleted' }]);
  });
});

describe('the other ways an order lets go of its address', () => {
  it('the purge of an unpaid order past its retention', async () => {
    const { orderId, payment } = await site.placeOrder();
    await site.backdate(orderId, { createdHoursAgo: 24 * 365 });
    expect(await ordersService({ db: site.api.db, config: site.api.config }).purgeUnpaid()).toBe(1);
    const txid = site.chain.pay(payment.address, 0.001);
    await sweep();
    expect(await strayAt(payment.address)).toMatchObject([
      { txid, orderId, reason: 'purged', status: 'open' },
    ]);
  });

  it('a move to another rail: a payment to the former address is found, the order unchanged', async () => {
    const { orderId, payment } = await site.placeOrder();
    const moved = await site.api.call('POST', `/api/orders/${orderId}/rail`, { rail: 'usdt-tron' });
    expect(moved.status).toBe(200);
    expect(moved.body.payment.address).not.toBe(payment.address);

    // The buyer's BTC, sent before the switch, arrives after it.
    const txid = site.chain.pay(payment.address, payment.dueBtc);
    await sweep();
    expect(await strayAt(payment.address)).toMatchObject([
      { txid, orderId, reason: 'rail_changed', status: 'open' },
    ]);
    expect(await site.payment(orderId)).toMatchObject({
      rail: 'usdt-tron',
      state: 'awaiting_payment',
      transactions: [],
    });

    // The operator counts it for the order (then confirms its payment as usual).
    const [found] = await strayAt(payment.address);
    const resolve = (body: unknown) =>
      call('POST', `/api/admin/stray-payments/${found!.id}/resolve`, body);
    const unknown = await resolve({ status: 'credited', orderId: testOrderId() });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('credited_order_not_found');
    const credited = await resolve({ status: 'credited', orderId });
    expect(credited.status).toBe(200);
    expect(credited.body).toMatchObject({ status: 'credited', creditedOrderId: orderId });
  });

  it('an address recorded for an order that kept it is left to the order', async () => {
    const { orderId, payment } = await site.placeOrder();
    const service = ordersService({ db: site.api.db });
    // As when a deletion recorded the address and was then refused.
    const order = await service.get(orderId);
    await new StrayAddresses(site.api.db, HOUR).release(order, 'deleted', new Date());
    site.chain.pay(payment.address, payment.dueBtc);
    expect((await sweep()).strayChecked).toBe(0);
    expect(await strayAt(payment.address)).toEqual([]);
    expect(await site.payment(orderId)).toMatchObject({ state: 'seen' });
    // Kept while a deletion may still be under way, dropped once none can be.
    const records = () => site.api.db.collection('stray_addresses').countDocuments();
    expect(await records()).toBe(1);
    await sweep(() => new Date(Date.now() + FORGET_AFTER_MS + 60_000));
    expect(await records()).toBe(0);
  });
});

describe('addresses let go of before they were kept watched', () => {
  it('a deletion in the audit trail is watched from the next start, recorded once', async () => {
    const { db } = site.api;
    const { orderId, payment } = await site.placeOrder();
    // Deleted as before: the order gone, its fields kept only by the audit trail.
    const order = await ordersService({ db }).get(orderId);
    await recordChange(db, {
      entity: 'order',
      entityId: orderId,
      actor: 'visitor',
      action: 'delete',
      before: order,
    });
    await db.collection('orders').deleteOne({ _id: orderId as never });
    await db.collection('stray_backfills').deleteMany({});

    const strays = new StrayAddresses(db, site.api.config.chain.monitoringMs);
    expect(await backfillDeletedAddresses(db, strays, new Date())).toBeGreaterThan(0);
    expect(await backfillDeletedAddresses(db, strays, new Date())).toBe(0);
    const txid = site.chain.pay(payment.address, 0.001);
    await sweep();
    expect(await strayAt(payment.address)).toMatchObject([{ txid, orderId, reason: 'deleted' }]);
  });
});

describe('the list and the resolution at the edge', () => {
  it('is the operator’s only', async () => {
    expect((await site.api.call('GET', '/api/admin/stray-payments')).status).toBe(401);
  });

  it('answers 404 for an unknown payment and 400 for an id of another shape', async () => {
    const body = { status: 'refunded', refundTxid: REFUND_TXID };
    const unknown = await call('POST', `/api/admin/stray-payments/${'0'.repeat(24)}/resolve`, body);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('stray_payment_not_found');
    expect((await call('POST', '/api/admin/stray-payments/nope/resolve', body)).status).toBe(400);
  });
});
