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

  it('a transaction paying less than due: payment_amount_short', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(payment.address, Number((payment.dueBtc / 2).toFixed(8)));
    const reply = await claim(orderId, txid);
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('payment_amount_short');
    expect(reply.body.message).toMatch(/is due/);
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

  it('the watcher settles it when the chain is back, the claim time counting as seen', async () => {
    const { orderId, payment } = await site.placeOrder();
    const txid = site.chain.pay(payment.address, payment.dueBtc);
    site.chain.setDown(true);
    expect((await claim(orderId, txid)).status).toBe(200);
    // The window ends while the chain is away; the buyer reported the payment inside it.
    await site.backdate(orderId, { claimedMinutesAgo: 40, windowEndedMinutesAgo: 30 });
    site.chain.setDown(false);

    await site.watcher().sweep();

    expect(await site.payment(orderId)).toMatchObject({ state: 'seen', claim: 'unverified' });
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
