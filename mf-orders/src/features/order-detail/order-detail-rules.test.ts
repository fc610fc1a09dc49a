import { describe, expect, it } from 'vitest';
import { PAYMENT_STATES } from '@minesite/shared/domain';
import { anOrder, aPayment, aTransaction } from '../../../test/order-fixture';
import { expiryMs, formatMinutesSeconds, remainingMs } from './countdown';
import { fallbackOrder } from './fallback-order';
import { paymentFailureMessage } from './payment-failure';
import { paymentView, shortTxid } from './payment-view';
import { addressPrefixes, looksLikeAddress, refundFailureMessage } from './refund-address';

describe('payment countdown', () => {
  it('counts to the end of the window the service set, and stops at zero', () => {
    const end = expiryMs('2025-01-01T01:00:00.000Z')!;
    expect(end).toBe(Date.parse('2025-01-01T01:00:00.000Z'));
    expect(remainingMs(end, end - 3_600_000)).toBe(3_600_000);
    expect(remainingMs(end, end - 1000)).toBe(1000);
    expect(remainingMs(end, end)).toBe(0);
    expect(remainingMs(end, end + 9_000_000)).toBe(0);
  });

  it('has no end while there is no window (awaiting a price, an old order)', () => {
    expect(expiryMs('')).toBeNull();
    expect(expiryMs('soon')).toBeNull();
  });

  it('shows minutes and seconds, rounding up', () => {
    expect(formatMinutesSeconds(3_600_000)).toBe('60:00');
    expect(formatMinutesSeconds(59 * 60_000 + 59_001)).toBe('60:00');
    expect(formatMinutesSeconds(61_000)).toBe('01:01');
    expect(formatMinutesSeconds(1)).toBe('00:01');
    expect(formatMinutesSeconds(0)).toBe('00:00');
  });
});

describe('paymentView', () => {
  const view = (state: Parameters<typeof aPayment>[0], order = {}) =>
    paymentView(anOrder({ payment: aPayment(state), ...order }));
  const shown = (v: ReturnType<typeof paymentView>) => ({
    awaitingPrice: v.awaitingPrice,
    due: v.due,
    progress: v.progress,
  });

  it('says the price is coming while the order awaits one, and nothing else', () => {
    expect(shown(view({ state: 'awaiting_price' }))).toEqual({
      awaitingPrice: true,
      due: false,
      progress: false,
    });
  });

  it('shows where and what to pay while payment is due, whatever the order status', () => {
    expect(shown(view({ state: 'awaiting_payment' }))).toEqual({
      awaitingPrice: false,
      due: true,
      progress: false,
    });
    expect(view({ state: 'awaiting_payment' }, { status: 'processing' }).due).toBe(true);
    expect(shown(view({ state: 'seen' }))).toEqual({
      awaitingPrice: false,
      due: true,
      progress: true,
    });
    expect(view({ state: 'awaiting_payment' }).toPayBtc).toBe(0.00196154);
  });

  it('asks for the remainder after a partial payment, while the window is open', () => {
    const partial = view({ state: 'seen', receivedBtc: 0.001, remainingBtc: 0.00096154 });
    expect(partial).toMatchObject({
      due: true,
      partial: true,
      progress: true,
      toPayBtc: 0.00096154,
      note: 'orders.payment.note.partial',
    });
    // The whole amount is in (not confirmed yet): nothing more to pay.
    const covered = view({ state: 'seen', receivedBtc: 0.00196154, remainingBtc: 0 });
    expect(covered).toMatchObject({ due: false, partial: false, progress: true });
    expect(covered.note).toBe('orders.payment.note.seen');
  });

  it('shows what the site has seen once there is anything to tell', () => {
    const stillDue = ['awaiting_price', 'awaiting_payment', 'seen'];
    for (const state of PAYMENT_STATES.filter((other) => !stillDue.includes(other))) {
      expect(shown(view({ state })), state).toEqual({
        awaitingPrice: false,
        due: false,
        progress: true,
      });
    }
    expect(view({ state: 'awaiting_payment', claim: 'unverified' }).progress).toBe(true);
    expect(view({ state: 'awaiting_payment', claim: 'matches_amount' }).progress).toBe(true);
  });

  it('says a payment report is in until the order is paid, even once nothing is left to pay', () => {
    const covered = { receivedBtc: 0.00196154, remainingBtc: 0 };
    expect(view({ state: 'seen', claim: 'verified', ...covered })).toMatchObject({
      due: false,
      reported: true,
    });
    expect(view({ state: 'awaiting_payment' }, { transactionHash: 'ab' }).reported).toBe(true);
    expect(view({ state: 'awaiting_payment' }).reported).toBe(false);
    expect(view({ state: 'paid', claim: 'verified', ...covered }).reported).toBe(false);
  });

  it('says what happens next in each state, by the reason the shop must look', () => {
    expect(view({ state: 'expired' }).note).toBe('orders.payment.note.expired');
    expect(view({ state: 'paid' }).note).toBe('orders.payment.note.paid');
    expect(view({ state: 'paid', settled: true }).note).toBe('orders.payment.note.settled');
    expect(view({ state: 'review' }).note).toBe('orders.payment.note.review');
    for (const flag of ['late', 'underpaid', 'overpaid', 'reversed'] as const) {
      expect(view({ state: 'review', flag }).note, flag).toBe(`orders.payment.note.review.${flag}`);
    }
    expect(view({ state: 'invalid', invalidReason: 'Sanctioned' }).note).toBe(
      'orders.payment.note.invalid',
    );
    expect(view({ state: 'invalid' }).note).toBe('orders.payment.note.invalidNoReason');
    expect(view({ state: 'awaiting_payment' }).note).toBeNull();
  });

  it('offers giving up only an order with nothing paid, seen or reported', () => {
    expect(view({ state: 'awaiting_payment' }).deletable).toBe(true);
    expect(view({ state: 'awaiting_price', dueBtc: 0 }).deletable).toBe(true);
    const tx = aTransaction();
    for (const [why, v] of [
      ['a transaction', view({ state: 'awaiting_payment', transactions: [tx] })],
      ['something received', view({ state: 'seen', receivedBtc: 0.001 })],
      ['a claim', view({ state: 'awaiting_payment', claim: 'unverified' })],
      ['a reported hash', view({ state: 'awaiting_payment' }, { transactionHash: 'ab' })],
      ['expired', view({ state: 'expired' })],
      ['paid', view({ state: 'paid' })],
      ['moved on', view({ state: 'awaiting_payment' }, { status: 'processing' })],
    ] as const) {
      expect(v.deletable, why).toBe(false);
    }
  });
});

describe('shortTxid', () => {
  it('keeps the start and the end of a long id', () => {
    const txid = 'a'.repeat(10) + 'b'.repeat(48) + 'c'.repeat(6);
    expect(shortTxid(txid)).toBe(`${'a'.repeat(10)}…${'c'.repeat(6)}`);
    expect(shortTxid('0xabc')).toBe('0xabc');
  });
});

describe('fallbackOrder', () => {
  it('prefers the cached copy, then the current order if it is this one, then a placeholder', () => {
    const cached = anOrder({ orderId: 'A' });
    const current = anOrder({ orderId: 'A', status: 'processing' });
    expect(fallbackOrder('A', cached, current)).toEqual({ order: cached, source: 'cache' });
    expect(fallbackOrder('A', null, current)).toEqual({ order: current, source: 'cache' });
    const placeholder = fallbackOrder('A', null, anOrder({ orderId: 'B' }));
    expect(placeholder.source).toBe('placeholder');
    expect(placeholder.order).toMatchObject({
      orderId: 'A',
      status: 'pending',
      productInfo: { title: '' },
      product: null,
      totalAmount: 0,
    });
  });
});

describe('paymentFailureMessage', () => {
  const refused = (status: number, code?: string) =>
    paymentFailureMessage({ kind: 'server', status, message: '', ...(code ? { code } : {}) });

  it("words the service's refusals of a claim checked on the chain", () => {
    expect(refused(422, 'payment_wrong_address')).toBe('orders.payment.error.wrongAddress');
    expect(refused(422, 'payment_amount_short')).toBe('orders.payment.error.amountShort');
    expect(refused(422, 'payment_tx_not_found')).toBe('orders.payment.error.txNotFound');
    expect(refused(422, 'payment_tx_malformed')).toBe('orders.payment.error.txMalformed');
    expect(refused(422, 'payment_wrong_token')).toBe('orders.payment.error.wrongToken');
    expect(refused(409, 'payment_already_submitted')).toBe(
      'orders.detail.payment.alreadySubmitted',
    );
    expect(refused(409)).toBe('orders.detail.payment.alreadySubmitted');
  });

  it('maps network, shared and other failures', () => {
    expect(paymentFailureMessage({ kind: 'network' })).toBe('orders.detail.error.network');
    expect(paymentFailureMessage({ kind: 'timeout' })).toBe('orders.detail.error.network');
    expect(
      paymentFailureMessage({
        kind: 'server',
        status: 429,
        message: '',
        code: 'rate_limited',
        messageId: 'common.error.tooManyRequests',
      }),
    ).toBe('common.error.tooManyRequests');
    expect(refused(500)).toBe('orders.detail.payment.failed');
    expect(refused(422, 'something_else')).toBe('orders.detail.payment.failed');
  });
});

describe('the claim refusals of the money path', () => {
  it('says a transaction already pays another order, and that the chain is busy', () => {
    const refused = (status: number, code: string) =>
      paymentFailureMessage({ kind: 'server', status, message: '', code });
    expect(refused(409, 'payment_tx_credited_elsewhere')).toBe(
      'orders.payment.error.creditedElsewhere',
    );
    expect(refused(503, 'chain_busy')).toBe('orders.payment.error.chainBusy');
  });
});

describe('looksLikeAddress', () => {
  it('takes the shape of the USDT rail’s chain only', () => {
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const ethereum = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
    expect(looksLikeAddress(tron, 'mainnet', 'usdt-tron')).toBe(true);
    expect(looksLikeAddress(ethereum, 'mainnet', 'usdt-tron')).toBe(false);
    expect(looksLikeAddress(ethereum, 'mainnet', 'usdt-ethereum')).toBe(true);
    expect(looksLikeAddress(tron, 'mainnet', 'usdt-ethereum')).toBe(false);
    expect(
      looksLikeAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', 'usdt-tron'),
    ).toBe(false);
  });

  it("takes the network's bech32 and base58 addresses, in one case", () => {
    expect(looksLikeAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet')).toBe(true);
    expect(looksLikeAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet')).toBe(true);
    expect(looksLikeAddress(' 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 ', 'mainnet')).toBe(true);
    expect(looksLikeAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet')).toBe(true);
    expect(looksLikeAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet')).toBe(true);
    expect(looksLikeAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'regtest')).toBe(true);
    expect(looksLikeAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'regtest')).toBe(true);
  });

  it("refuses another network's address, mixed case, foreign letters and other text", () => {
    expect(looksLikeAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'mainnet')).toBe(false);
    expect(looksLikeAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'regtest')).toBe(false);
    expect(looksLikeAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'testnet')).toBe(false);
    expect(looksLikeAddress('bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet')).toBe(false);
    expect(looksLikeAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3tb', 'mainnet')).toBe(false);
    expect(looksLikeAddress('0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'mainnet')).toBe(false);
    expect(looksLikeAddress('', 'mainnet')).toBe(false);
  });

  it('shows the prefixes of the network', () => {
    expect(addressPrefixes('mainnet')).toBe('bc1, 1, 3');
    expect(addressPrefixes('regtest')).toBe('bcrt1, m, n, 2');
  });
});

describe('refundFailureMessage', () => {
  it('words the refusals of a refund address', () => {
    const refused = (status: number, code?: string) =>
      refundFailureMessage({ kind: 'server', status, message: '', ...(code ? { code } : {}) });
    expect(refused(422, 'refund_address_invalid')).toBe('orders.refund.error.addressInvalid');
    expect(refused(400, 'refund_address_wrong_chain')).toBe('orders.refund.error.wrongChain');
    expect(refused(409, 'refund_not_offered')).toBe('orders.refund.error.notOffered');
    expect(refused(400)).toBe('orders.refund.error.addressInvalid');
    expect(refused(500)).toBe('orders.refund.error.failed');
    expect(refundFailureMessage({ kind: 'network' })).toBe('orders.detail.error.network');
  });
});
