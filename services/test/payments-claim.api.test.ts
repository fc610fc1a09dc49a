// The buyer's claim (POST /api/orders/{id}/payment): checked on the fake chain when it answers,
// kept as the buyer's word when it does not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';

let site: PaymentsSite;
beforeAll(async () => {
  site = await startPaymentsSite('payments_claim');
});
afterAll(() => site.close());
beforeEach(() => site.chain.reset());

const claim = (orderId: string, transactionHash: string) =>
  site.api.call('POST', `/api/orders/${orderId}/payment`, {
    transactionHash,
    email: 'payer@example.com',
  });
const OTHER_ADDRESS = 'bcrt1qsomeoneelse000000000000000000000000000';

describe('a claim the chain confirms', () => {
  it('records the transaction: seen while in the mempool, verified', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(payment.address, payment.dueBtc);

    const reply = await claim(orderId, txid);

    expect(reply.status).toBe(200);
    expect(reply.body.transactionHash).toBe(txid);
    expect(reply.body.buyerEmail).toBe('p***@example.com');
    expect(reply.body.payment).toMatchObject({
      state: 'seen',
      claim: 'verified',
      receivedBtc: payment.dueBtc,
      transactions: [{ txid, amountBtc: payment.dueBtc, confirmations: 0 }],
    });
    expect(await site.history(orderId)).toEqual([
      'created/buyer',
      'claim_submitted/buyer',
      'seen/chain',
    ]);

    // The watcher then takes it on as its own.
    site.chain.mine();
    await site.watcher().sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'paid', claim: 'verified' });
    expect(await site.history(orderId)).toEqual([
      'created/buyer',
      'claim_submitted/buyer',
      'seen/chain',
      'paid/chain',
    ]);
  });

  it('a confirmed transaction makes the order paid at once', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(payment.address, payment.dueBtc);
    site.chain.mine();
    const reply = await claim(orderId, txid.toUpperCase());
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toMatchObject({ state: 'paid', claim: 'verified' });
  });

  it('is once only: a second claim is a 409', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(payment.address, payment.dueBtc);
    expect((await claim(orderId, txid)).status).toBe(200);
    const again = await claim(orderId, txid);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payment_already_submitted');
  });
});

describe('a claim the chain contradicts: 422 with a clear message, nothing recorded', () => {
  it('an unknown transaction: payment_tx_not_found', async () => {
    const { orderId } = await site.placeOrder();
    for (const hash of ['f'.repeat(64), '0xpaid']) {
      const reply = await claim(orderId, hash);
      expect(reply.status).toBe(422);
      expect(reply.body.code).toBe('payment_tx_not_found');
      expect(reply.body.message).toMatch(/was not found on the Bitcoin network/);
    }
    expect(await site.payment(orderId)).toMatchObject({ state: 'awaiting_payment', claim: '' });
    expect(await site.history(orderId)).toEqual(['created/buyer']);
  });

  it('a transaction paying another address: payment_wrong_address', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(OTHER_ADDRESS, payment.dueBtc);
    const reply = await claim(orderId, txid);
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('payment_wrong_address');
    expect(reply.body.message).toContain(payment.address);
  });

  it('a transaction paying less than due: recorded as a partial payment, the rest payable', async () => {
    const { orderId, payment } = await site.placeOrder();
    const half = Number((payment.dueBtc / 2).toFixed(8));
    const txid = site.chain.pay(payment.address, half);
    const reply = await claim(orderId, txid);
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toMatchObject({
      state: 'seen',
      claim: 'verified',
      receivedBtc: half,
      remainingBtc: Number((payment.dueBtc - half).toFixed(8)),
    });
  });

  it('leaves the order open for a corrected claim', async () => {
    const { orderId, payment } = await site.placeOrder();
    expect((await claim(orderId, 'f'.repeat(64))).status).toBe(422);
    const txid = site.chain.pay(payment.address, payment.dueBtc);
    expect((await claim(orderId, txid)).status).toBe(200);
  });
});

describe('a claim the chain cannot check', () => {
  it('with the chain API down: kept as the buyer said (unverified), the state unchanged', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(payment.address, payment.dueBtc);
    site.chain.setDown(true);

    const reply = await claim(orderId, txid);

    expect(reply.status).toBe(200);
    expect(reply.body.transactionHash).toBe(txid);
    expect(reply.body.payment).toMatchObject({
      state: 'awaiting_payment',
      claim: 'unverified',
      transactions: [],
    });
    expect(await site.history(orderId)).toEqual(['created/buyer', 'claim_submitted/buyer']);
    // Only what is no transaction id at all is refused without the chain.
    const other = await site.placeOrder();
    const malformed = await claim(other.orderId, '0xpaid');
    expect(malformed.status).toBe(422);
    expect(malformed.body.code).toBe('payment_tx_not_found');
  });

  it('a claim during an outage counts for nothing: a transaction broadcast after the window is late', async () => {
    const { orderId, payment } = await site.placeOrder();
    site.chain.setDown(true);
    // Claimed inside the window while the chain cannot be asked…
    expect((await claim(orderId, 'd'.repeat(64))).status).toBe(200);
    site.chain.setDown(false);
    // …and only broadcast hours later: judged by when the chain shows it, not by the claim.
    site.chain.pay(payment.address, payment.dueBtc, 'd'.repeat(64));
    const later = () => new Date(Date.parse(payment.expiresAt) + 3 * 3_600_000);
    await site.watcher(later).sweep();
    expect(await site.payment(orderId)).toMatchObject({
      state: 'review',
      flag: 'late',
      claim: 'unverified',
    });
  });

  it('a claim during an outage of a transaction mined inside the window is in time', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(payment.address, payment.dueBtc);
    site.chain.mine(1, new Date(Date.parse(payment.expiresAt) - 10 * 60_000));
    site.chain.setDown(true);
    expect((await claim(orderId, txid)).status).toBe(200);
    site.chain.setDown(false);
    const later = () => new Date(Date.parse(payment.expiresAt) + 3 * 3_600_000);
    await site.watcher(later).sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'paid' });
  });

  it('a claim made after the window, settled later, is late', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(payment.address, payment.dueBtc);
    site.chain.setDown(true);
    await site.backdate(orderId, { windowEndedMinutesAgo: 30 });
    expect((await claim(orderId, txid)).status).toBe(200);
    site.chain.setDown(false);
    await site.watcher().sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'late' });
  });
});
