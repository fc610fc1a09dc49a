// The end of an unpaid order: it expires when its window ends, and is deleted 6 hours after
// its creation once nothing more is expected; an order with a transaction or a claim never is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersService } from '../src/modules/orders/routes.js';
import { machineChoice, otherKindBody } from './support/orders.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';

describe('with a chain API', () => {
  let site: PaymentsSite;
  beforeAll(async () => {
    site = await startPaymentsSite('payments_expiry');
  });
  afterAll(() => site.close());

  const expireUnpaid = () => ordersService(site.api.db).expireUnpaid();
  const exists = async (orderId: string) =>
    (await site.api.call('GET', `/api/orders/${orderId}`)).status === 200;

  it('keeps a watched order until the watcher has had its last look, then deletes it', async () => {
    const { orderId } = await site.placeOrder();
    await site.backdate(orderId, { createdHoursAgo: 6.5, windowEndedMinutesAgo: 330 });

    await expireUnpaid();
    expect(await exists(orderId)).toBe(true);

    await site.watcher().sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'expired', watched: false });
    await expireUnpaid();
    expect(await exists(orderId)).toBe(false);
  });

  it('never deletes an order with a transaction, paid or not', async () => {
    const seen = await site.placeOrder();
    site.chain.pay(seen.payment.address, seen.payment.dueBtc / 2);
    await site.watcher().sweep();
    await site.backdate(seen.orderId, { createdHoursAgo: 30, windowEndedMinutesAgo: 1700 });
    await site.watcher().sweep();

    await expireUnpaid();
    expect(await exists(seen.orderId)).toBe(true);
    expect((await site.payment(seen.orderId)).transactions).toHaveLength(1);
  });

  it("never deletes an order with the buyer's claim, even one the chain could not check", async () => {
    const { orderId } = await site.placeOrder();
    site.chain.setDown(true);
    const claim = await site.api.call('POST', `/api/orders/${orderId}/payment`, {
      transactionHash: 'e'.repeat(64),
      email: 'payer@example.com',
    });
    site.chain.setDown(false);
    expect(claim.body.payment.claim).toBe('unverified');
    await site.api.db
      .collection('orders')
      .updateOne({ _id: orderId as never }, { $set: { 'payment.watched': false } });
    await site.backdate(orderId, { createdHoursAgo: 30, windowEndedMinutesAgo: 1700 });

    await expireUnpaid();
    expect(await exists(orderId)).toBe(true);
  });

  it('keeps an order whose window is still open, however old (priced late by the operator)', async () => {
    const { orderId } = await site.placeOrder();
    await site.api.db
      .collection('orders')
      .updateOne({ _id: orderId as never }, { $set: { 'payment.watched': false } });
    await site.backdate(orderId, { createdHoursAgo: 7, windowEndedMinutesAgo: -20 });

    await expireUnpaid();
    expect(await exists(orderId)).toBe(true);
  });

  it('deletes an order still awaiting its price 6 hours after its creation', async () => {
    // No CNY rate from the fake provider: a machine order awaits the operator's price.
    const placed = await site.api.call('POST', '/api/orders', otherKindBody(machineChoice));
    expect(placed.body.payment.state).toBe('awaiting_price');
    const { orderId } = placed.body;
    await site.backdate(orderId, { createdHoursAgo: 5.9 });
    await expireUnpaid();
    expect(await exists(orderId)).toBe(true);

    await site.backdate(orderId, { createdHoursAgo: 6.1 });
    await expireUnpaid();
    expect(await exists(orderId)).toBe(false);
  });
});

describe('without a chain API', () => {
  let site: PaymentsSite;
  beforeAll(async () => {
    site = await startPaymentsSite('payments_expiry_no_chain', { chainApi: false });
  });
  afterAll(() => site.close());

  it('orders are not watched; they expire on the clock and go 6 hours after creation', async () => {
    const { orderId, payment } = await site.placeOrder();
    expect(payment.watched).toBe(false);

    await site.watcher().sweep();
    expect((await site.payment(orderId)).state).toBe('awaiting_payment');

    await site.backdate(orderId, { windowEndedMinutesAgo: 1 });
    const report = await site.watcher().sweep();
    expect(report).toMatchObject({ changed: 1, checked: 0 });
    expect(await site.payment(orderId)).toMatchObject({ state: 'expired', watched: false });
    expect(await site.history(orderId)).toEqual(['created/buyer', 'expired/service']);
    expect(site.chain.calls()).toEqual([]);

    await site.backdate(orderId, { createdHoursAgo: 6.1 });
    expect(await ordersService(site.api.db).expireUnpaid()).toBe(1);
    expect((await site.api.call('GET', `/api/orders/${orderId}`)).status).toBe(404);
  });

  it("keeps the buyer's claim unverified and the state as it was", async () => {
    const { orderId } = await site.placeOrder();
    const reply = await site.api.call('POST', `/api/orders/${orderId}/payment`, {
      transactionHash: '0xpaid',
      email: 'payer@example.com',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toMatchObject({ state: 'awaiting_payment', claim: 'unverified' });
  });
});
