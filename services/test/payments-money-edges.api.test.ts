// The money path at its edges, as a buyer with a bad day or one looking for a better deal would
// try it, against the fake chain: nothing with a payment deleted, the price seen is the price,
// one order per transaction, every late, second or reversed payment found and resolved.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderOutboxRelay } from '../src/modules/orders/order-outbox.js';
import { orderNoticeSubscribers } from '../src/modules/orders/notice-subscribers.js';
import { createLogger } from '../src/logger.js';
import { openAdminSession } from './support/admin-session.js';
import {
  checkoutBody,
  machineChoice,
  otherKindBody,
  testRequestId,
  trialChoice,
} from './support/orders.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';

let site: PaymentsSite;
let admin: Record<string, string>;
beforeAll(async () => {
  site = await startPaymentsSite('payments_money_edges');
  admin = await openAdminSession(site.api);
});
afterAll(() => site.close());
beforeEach(() => site.chain.reset());

const sweep = () => site.watcher().sweep();
const afterWindow = (payment: { expiresAt: string }, minutes: number) =>
  new Date(Date.parse(payment.expiresAt) + minutes * 60_000);
/** A sweep on a clock `minutes` after the order's window: time moved, not waited for. */
const sweepAfterWindow = (payment: { expiresAt: string }, minutes: number) =>
  site.watcher(() => afterWindow(payment, minutes)).sweep();
const btc = (value: number) => Number(value.toFixed(8));
const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  site.api.call('POST', path, body, headers);
const remove = (orderId: string) => site.api.call('DELETE', `/api/orders/${orderId}`);

describe('nothing with payment evidence is deleted', () => {
  it('an order awaiting payment with nothing seen can be given up; the audit trail keeps it', async () => {
    const { orderId } = await site.placeOrder();
    const reply = await remove(orderId);
    expect(reply.status).toBe(200);
    const trail = await site.api.db.collection('audit_log').findOne({ entityId: orderId });
    expect(trail).toMatchObject({ entity: 'order', action: 'delete', actor: 'visitor' });
  });

  it('is refused with the reason at every state with evidence', async () => {
    const refusal = async (orderId: string) => {
      const reply = await remove(orderId);
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('order_not_deletable');
      expect((await site.api.call('GET', `/api/orders/${orderId}`)).status).toBe(200);
      return reply.body.message as string;
    };

    const seen = await site.placeOrder();
    site.chain.pay(seen.payment.address, seen.payment.dueBtc);
    await sweep();
    expect(await refusal(seen.orderId)).toMatch(/payment is seen|a transaction paid/);

    const paid = await site.placeOrder();
    site.chain.pay(paid.payment.address, paid.payment.dueBtc);
    site.chain.mine();
    await sweep();
    expect((await site.payment(paid.orderId)).state).toBe('paid');
    expect(await refusal(paid.orderId)).toMatch(/a transaction paid its address/);

    const confirmed = await site.placeOrder();
    const accepted = await post(
      `/api/orders/${confirmed.orderId}/confirm-payment`,
      { receivedBtc: confirmed.payment.dueBtc },
      admin,
    );
    expect(accepted.status).toBe(200);
    expect(await refusal(confirmed.orderId)).toMatch(/payment is paid/);

    const claimed = await site.placeOrder();
    site.chain.setDown(true);
    await post(`/api/orders/${claimed.orderId}/payment`, {
      transactionHash: 'e'.repeat(64),
      email: 'payer@example.com',
    });
    site.chain.setDown(false);
    expect(await refusal(claimed.orderId)).toMatch(/a payment was submitted/);

    const expired = await site.placeOrder();
    await sweepAfterWindow(expired.payment, 1);
    expect(await refusal(expired.orderId)).toMatch(/expired \(its address is still watched\)/);
  });
});

describe('the price the buyer saw is the price', () => {
  it('an order naming a held quote pays exactly that quote', async () => {
    const quote = await post('/api/quotes', { choice: trialChoice });
    expect(quote.status).toBe(200);
    expect(quote.body.quoteId).toMatch(/^Q[0-9a-z]{24}$/);
    expect(Date.parse(quote.body.expiresAt) - Date.parse(quote.body.quotedAt)).toBe(600_000);

    const order = await post('/api/orders', checkoutBody({ quoteId: quote.body.quoteId }));
    expect(order.status).toBe(201);
    expect(order.body.quote).toMatchObject({
      quoteId: quote.body.quoteId,
      quotedAt: quote.body.quotedAt,
      amountBtc: quote.body.amountBtc,
      btcRate: quote.body.btcRate,
    });
    expect(order.body.payment.dueBtc).toBe(quote.body.amountBtc);
  });

  it('an expired quote, or one for another choice, is a 409 carrying a fresh quote', async () => {
    const quote = await post('/api/quotes', { choice: trialChoice });
    const other = machineChoice;
    const mismatch = await post(
      '/api/orders',
      otherKindBody(other, { quoteId: quote.body.quoteId }),
    );
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('quote_expired');
    expect(mismatch.body.quote.choice).toEqual(other);

    await site.api.db
      .collection('held_quotes')
      .updateOne({ _id: quote.body.quoteId }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await post('/api/orders', checkoutBody({ quoteId: quote.body.quoteId }));
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ code: 'quote_expired', quote: { choice: trialChoice } });
    expect(expired.body.quote.quoteId).not.toBe(quote.body.quoteId);
    // The fresh quote is held: confirming it places the order.
    const again = await post('/api/orders', checkoutBody({ quoteId: expired.body.quote.quoteId }));
    expect(again.status).toBe(201);
    expect(again.body.quote.quoteId).toBe(expired.body.quote.quoteId);
  });
});

describe('a buyer holding an old quote open', () => {
  it('dust in the window, the full amount after it: late, for the operator', async () => {
    const { orderId, payment } = await site.placeOrder();
    site.chain.pay(payment.address, 0.00000546);
    await sweep();
    expect((await site.payment(orderId)).state).toBe('seen');
    site.chain.pay(payment.address, btc(payment.dueBtc - 0.00000546));
    site.chain.mine(1, afterWindow(payment, 60 * 24));
    await sweepAfterWindow(payment, 60 * 24);
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'late' });
  });

  it('a low-fee payment in the window replaced after it: late, the first kept as dropped', async () => {
    const { orderId, payment } = await site.placeOrder();
    const low = site.chain.pay(payment.address, payment.dueBtc);
    await sweep();
    site.chain.drop(low);
    const replacement = site.chain.pay(payment.address, payment.dueBtc);
    site.chain.mine(1, afterWindow(payment, 120));
    await sweepAfterWindow(payment, 120);
    const reviewed = await site.payment(orderId);
    expect(reviewed).toMatchObject({ state: 'review', flag: 'late' });
    expect(reviewed.transactions).toEqual([
      expect.objectContaining({ txid: low, droppedAt: expect.any(String) }),
      expect.objectContaining({ txid: replacement, late: true, droppedAt: '' }),
    ]);
  });
});

describe('a paid order is followed', () => {
  const paidOrder = async () => {
    const placed = await site.placeOrder();
    const txid = site.chain.pay(placed.payment.address, placed.payment.dueBtc);
    site.chain.mine();
    await sweep();
    expect((await site.payment(placed.orderId)).state).toBe('paid');
    return { ...placed, txid };
  };

  it('a second payment after paid: overpaid, for the operator', async () => {
    const { orderId, payment } = await paidOrder();
    site.chain.pay(payment.address, 0.0001);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'overpaid' });
  });

  it('a paid transaction that vanishes: out of paid, reversed, and the operator is mailed', async () => {
    const { orderId, txid } = await paidOrder();
    site.chain.drop(txid);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({
      state: 'review',
      flag: 'reversed',
      receivedBtc: 0,
    });
    expect(await site.history(orderId)).toContain('reversed/chain');
    const relay = new OrderOutboxRelay(
      site.api.db,
      orderNoticeSubscribers({
        db: site.api.db,
        config: site.api.config,
        logger: createLogger('silent'),
      }),
      createLogger('silent'),
    );
    await relay.drain();
    const mail = await site.api.db
      .collection('mail_queue')
      .findOne({ audience: 'operator', 'data.flag': 'reversed' });
    expect(mail).not.toBeNull();
  });

  it('a paid transaction that loses its block in a reorg: reversed', async () => {
    const { orderId } = await paidOrder();
    site.chain.reorg(1);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'reversed' });
  });
});

describe('one order per transaction', () => {
  it("a claim or the operator's confirmation naming another order's transaction is a 409", async () => {
    const first = await site.placeOrder();
    const txid = site.chain.pay(first.payment.address, first.payment.dueBtc);
    const claimed = await post(`/api/orders/${first.orderId}/payment`, {
      transactionHash: txid,
      email: 'a@example.com',
    });
    expect(claimed.status).toBe(200);

    const second = await site.placeOrder();
    const reused = await post(`/api/orders/${second.orderId}/payment`, {
      transactionHash: txid,
      email: 'b@example.com',
    });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('payment_tx_credited_elsewhere');

    const confirmed = await post(
      `/api/orders/${second.orderId}/confirm-payment`,
      { txid, receivedBtc: second.payment.dueBtc },
      admin,
    );
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.code).toBe('payment_tx_credited_elsewhere');
    expect((await site.payment(second.orderId)).state).toBe('awaiting_payment');
  });
});

describe('exceptions resolved: a refund from request to recorded', () => {
  it('an overpaid order: the excess offered at the order’s rate, the address given, refunded', async () => {
    const { orderId, payment } = await site.placeOrder();
    site.chain.pay(payment.address, btc(payment.dueBtc + 0.0005));
    site.chain.mine();
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'overpaid' });

    // The buyer cannot give an address before a refund is offered.
    const early = await post(`/api/orders/${orderId}/refund-address`, {
      address: 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk',
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('refund_not_offered');

    const offered = await post(
      `/api/orders/${orderId}/refund`,
      { part: 'excess', basis: 'order' },
      admin,
    );
    expect(offered.status).toBe(200);
    expect(offered.body.payment).toMatchObject({
      state: 'paid',
      refund: { state: 'offered', part: 'excess', amountBtc: 0.0005, address: '' },
    });

    const wrongNetwork = await post(`/api/orders/${orderId}/refund-address`, {
      address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    });
    expect(wrongNetwork.status).toBe(422);
    expect(wrongNetwork.body.code).toBe('refund_address_invalid');

    const address = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk';
    const requested = await post(`/api/orders/${orderId}/refund-address`, {
      address,
      email: 'buyer@example.com',
    });
    expect(requested.status).toBe(200);
    expect(requested.body.payment.refund).toMatchObject({ state: 'requested', address });

    const sent = await post(`/api/orders/${orderId}/refund-sent`, { txid: 'f'.repeat(64) }, admin);
    expect(sent.status).toBe(200);
    expect(sent.body.payment).toMatchObject({
      state: 'paid',
      refund: { state: 'refunded', txid: 'f'.repeat(64), amountBtc: 0.0005 },
    });
    expect(await site.history(orderId)).toEqual(
      expect.arrayContaining([
        'refund_offered/operator',
        'refund_requested/buyer',
        'refunded/operator',
      ]),
    );
    const audit = await site.api.db.collection('audit_log').countDocuments({ entityId: orderId });
    expect(audit).toBeGreaterThanOrEqual(2);
  });

  it('a late order: everything refunded at today’s rate; invalid with the reason the buyer sees', async () => {
    const { orderId, payment } = await site.placeOrder();
    await sweepAfterWindow(payment, 1);
    site.chain.pay(payment.address, payment.dueBtc);
    await sweepAfterWindow(payment, 90);
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'late' });

    const invalid = await post(
      `/api/orders/${orderId}/invalid`,
      { reason: 'paid after the price expired' },
      admin,
    );
    expect(invalid.body.payment).toMatchObject({
      state: 'invalid',
      invalidReason: 'paid after the price expired',
    });
    const offered = await post(
      `/api/orders/${orderId}/refund`,
      { part: 'all', basis: 'today' },
      admin,
    );
    expect(offered.status).toBe(200);
    const { refund } = offered.body.payment;
    const orderRate = offered.body.quote.btcRate.price;
    expect(offered.body.payment.state).toBe('refunding');
    expect(refund.rate.price).toBeGreaterThan(0);
    expect(refund.amountBtc).toBeCloseTo((payment.dueBtc * orderRate) / refund.rate.price, 8);

    // Nothing to send before the buyer's address.
    const tooEarly = await post(
      `/api/orders/${orderId}/refund-sent`,
      { txid: 'a'.repeat(64) },
      admin,
    );
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.code).toBe('refund_not_requested');
  });
});

describe('fair watching', () => {
  it('refuses a client past OPEN_ORDERS_PER_CLIENT orders awaiting payment, 429 with Retry-After', async () => {
    const limited = await startPaymentsSite('payments_open_orders', {
      env: { OPEN_ORDERS_PER_CLIENT: '2', TRUST_PROXY: 'true' },
    });
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const place = (address: string) =>
        limited.api.call('POST', '/api/orders', checkoutBody(), from(address));
      const first = await place('2001:db8:1:1::1');
      expect(first.status).toBe(201);
      // Another address of the same /64 is the same client.
      expect((await place('2001:db8:1:1::2')).status).toBe(201);
      const third = await place('2001:db8:1:1::3');
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('too_many_open_orders');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await place('2001:db8:2:1::1')).status).toBe(201);

      // Giving one up frees its slot.
      expect((await limited.api.call('DELETE', `/api/orders/${first.body.orderId}`)).status).toBe(
        200,
      );
      expect((await place('2001:db8:1:1::4')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('a paid order gives its slot back; one whose window ended is taken over, and kept', async () => {
    const limited = await startPaymentsSite('payments_open_slots', {
      env: { OPEN_ORDERS_PER_CLIENT: '1', TRUST_PROXY: 'true' },
    });
    try {
      const from = { 'x-forwarded-for': '198.51.100.7' };
      const place = (requestId = testRequestId()) =>
        limited.api.call('POST', '/api/orders', checkoutBody({ requestId }), from);
      const paid = await place();
      expect((await place()).body.code).toBe('too_many_open_orders');
      limited.chain.pay(paid.body.payment.address, paid.body.payment.dueBtc);
      limited.chain.mine();
      await limited.watcher().sweep();
      expect((await limited.payment(paid.body.orderId)).state).toBe('paid');

      const lapsed = await place();
      expect(lapsed.status).toBe(201);
      expect((await place()).body.code).toBe('too_many_open_orders');
      await limited.backdate(lapsed.body.orderId, { windowEndedMinutesAgo: 1 });
      const key = testRequestId();
      const next = await place(key);
      expect(next.status).toBe(201);
      // The lapsed order stays, watched for a late payment; its slot is the new order's.
      expect((await limited.payment(lapsed.body.orderId)).state).toBe('awaiting_payment');
      // A retry of a create whose client is now full answers the order its first try made.
      const retry = await place(key);
      expect(retry.status).toBe(200);
      expect(retry.body.orderId).toBe(next.body.orderId);
    } finally {
      await limited.close();
    }
  });

  it('one sweep looks at every due order, past the first reply of its read: the 130th is paid', async () => {
    const many = await startPaymentsSite('payments_many_due', {
      env: {
        CHAIN_API_MAX_RPS: '1000',
        CHAIN_QUEUE_MAX: '1000',
        OPEN_ORDERS_PER_CLIENT: '1000',
        PUBLIC_WRITE_LIMIT: '1000',
      },
    });
    try {
      const placed: { orderId: string; payment: { address: string; dueBtc: number } }[] = [];
      for (let i = 0; i < 130; i++) placed.push(await many.placeOrder());
      // Never looked at, oldest first: the last order placed is the last the sweep reads.
      const last = placed.at(-1)!;
      many.chain.pay(last.payment.address, last.payment.dueBtc);
      many.chain.mine();

      const report = await many.watcher().sweep();

      expect(report.checked).toBe(130);
      expect((await many.payment(last.orderId)).state).toBe('paid');
    } finally {
      await many.close();
    }
  });

  it('a claim beyond the chain API queue is a 503 chain_busy with Retry-After', async () => {
    const busy = await startPaymentsSite('payments_chain_busy', {
      env: { CHAIN_API_MAX_RPS: '0.5', CHAIN_QUEUE_MAX: '1' },
    });
    try {
      const orders = await Promise.all([busy.placeOrder(), busy.placeOrder(), busy.placeOrder()]);
      const replies = await Promise.all(
        orders.map(({ orderId }, i) =>
          busy.api.call('POST', `/api/orders/${orderId}/payment`, {
            transactionHash: String(i).repeat(64),
            email: 'payer@example.com',
          }),
        ),
      );
      const refused = replies.filter((reply) => reply.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]!.body.code).toBe('chain_busy');
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await busy.close();
    }
  });
});
