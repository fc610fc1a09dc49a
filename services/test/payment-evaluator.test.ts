import { describe, expect, it } from 'vitest';
import {
  evaluatePayment,
  type KnownPayment,
  type ObservedPayment,
} from '../src/modules/payments/payment-evaluator.js';

const T0 = new Date('2025-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
/** The window: one hour from T0. */
const EXPIRES = at(60);
const DUE = 120_000; // 0.0012 BTC
const TXA = 'a'.repeat(64);
const TXB = 'b'.repeat(64);

function awaiting(overrides: Partial<KnownPayment> = {}): KnownPayment {
  return {
    state: 'awaiting_payment',
    flag: null,
    dueSats: DUE,
    expiresAt: EXPIRES,
    receivedSats: 0,
    paidAt: null,
    transactions: [],
    ...overrides,
  };
}

const tx = (txid: string, sats: number, confirmations = 0, blockTime: Date | null = null) =>
  ({ txid, sats, confirmations, blockTime }) satisfies ObservedPayment;

const run = (
  payment: KnownPayment,
  observed: ObservedPayment[] | null,
  now: Date,
  extra: { requiredConfirmations?: number; graceMs?: number } = {},
) => evaluatePayment({ payment, observed, now, requiredConfirmations: 1, ...extra });

const events = (change: ReturnType<typeof evaluatePayment>) =>
  change.events.map((entry) => `${entry.event}/${entry.by}`);

describe('awaiting payment', () => {
  it('stays as it is while the chain shows nothing inside the window', () => {
    const change = run(awaiting(), [], at(10));
    expect(change).toMatchObject({ state: 'awaiting_payment', changed: false, events: [] });
  });

  it('a transaction in the mempool makes it seen, with what it pays and when it was seen', () => {
    const change = run(awaiting(), [tx(TXA, DUE)], at(10));
    expect(change).toMatchObject({ state: 'seen', flag: null, receivedSats: DUE, changed: true });
    expect(change.transactions).toEqual([
      { txid: TXA, amountSats: DUE, confirmations: 0, seenAt: at(10) },
    ]);
    expect(events(change)).toEqual(['seen/chain']);
    expect(change.events[0]!.detail).toBe('0.0012 BTC in aaaaaaaaaaaa…, in the mempool');
    expect(change.paidAt).toBeNull();
  });

  it('a confirmed payment of the amount due found at once is seen and paid in one look', () => {
    const change = run(awaiting(), [tx(TXA, DUE, 1, at(5))], at(10));
    expect(change).toMatchObject({ state: 'paid', flag: null, paidAt: at(10) });
    expect(events(change)).toEqual(['seen/chain', 'paid/chain']);
    expect(change.events[1]!.detail).toBe('0.0012 BTC, 1 confirmation');
  });

  it('a confirmed payment below the confirmations asked for is only seen', () => {
    const change = run(awaiting(), [tx(TXA, DUE, 2, at(5))], at(10), { requiredConfirmations: 3 });
    expect(change.state).toBe('seen');
    expect(change.transactions[0]!.confirmations).toBe(2);
  });

  it('expires when the window ends with nothing seen', () => {
    const change = run(awaiting(), [], EXPIRES);
    expect(change).toMatchObject({ state: 'expired', flag: null, changed: true });
    expect(events(change)).toEqual(['expired/service']);
  });

  it('expires on the clock alone when the chain is not asked (no chain API)', () => {
    expect(run(awaiting(), null, at(59)).changed).toBe(false);
    const change = run(awaiting(), null, at(61));
    expect(change.state).toBe('expired');
    expect(events(change)).toEqual(['expired/service']);
  });

  it('ignores transactions that pay nothing to the address (it spent from it, say)', () => {
    const change = run(awaiting(), [tx(TXA, 0, 1, at(5))], at(10));
    expect(change).toMatchObject({ state: 'awaiting_payment', changed: false, transactions: [] });
  });

  it('counts one transaction paying the address in two outputs once, with both amounts', () => {
    const change = run(awaiting(), [tx(TXA, 100_000, 1, at(5)), tx(TXA, 20_000, 1, at(5))], at(9));
    expect(change.state).toBe('paid');
    expect(change.transactions).toHaveLength(1);
    expect(change.receivedSats).toBe(DUE);
  });
});

describe('seen', () => {
  const seen = (confirmations = 0) =>
    awaiting({
      state: 'seen',
      receivedSats: DUE,
      transactions: [{ txid: TXA, amountSats: DUE, confirmations, seenAt: at(10) }],
    });

  it('becomes paid once the transaction has the confirmations asked for, keeping when it was seen', () => {
    const change = run(seen(), [tx(TXA, DUE, 1, at(20))], at(25));
    expect(change).toMatchObject({ state: 'paid', receivedSats: DUE, paidAt: at(25) });
    expect(change.transactions).toEqual([
      { txid: TXA, amountSats: DUE, confirmations: 1, seenAt: at(10) },
    ]);
    expect(events(change)).toEqual(['paid/chain']);
  });

  it('becomes paid after the window too, when it was seen inside it', () => {
    expect(run(seen(), [tx(TXA, DUE, 1, at(90))], at(95)).state).toBe('paid');
  });

  it('counts confirmations up without a history entry until it is paid', () => {
    const change = run(seen(1), [tx(TXA, DUE, 2, at(20))], at(30), { requiredConfirmations: 3 });
    expect(change).toMatchObject({ state: 'seen', changed: true, events: [] });
    expect(change.transactions[0]!.confirmations).toBe(2);
  });

  it('writes nothing when the chain shows what was known', () => {
    const change = run(seen(), [tx(TXA, DUE)], at(30));
    expect(change).toMatchObject({ state: 'seen', changed: false, events: [] });
  });

  it('goes to the operator when the transaction seen is no longer on the chain', () => {
    const change = run(seen(), [], at(30));
    expect(change).toMatchObject({ state: 'review', flag: 'underpaid', receivedSats: 0 });
    expect(change.transactions).toEqual([]);
    expect(events(change)).toEqual(['review/chain']);
  });

  it('follows a replacement paying the same amount (a new txid): still seen, then paid', () => {
    const replaced = run(seen(), [tx(TXB, DUE)], at(30));
    expect(replaced.state).toBe('seen');
    expect(replaced.transactions.map((t) => t.txid)).toEqual([TXB]);
    expect(events(replaced)).toEqual(['seen/chain']);
  });
});

describe('paid short, paid over', () => {
  it('is underpaid once every transaction is confirmed and they sum to less than due', () => {
    const change = run(awaiting(), [tx(TXA, DUE - 1, 1, at(5))], at(10));
    expect(change).toMatchObject({ state: 'review', flag: 'underpaid', receivedSats: DUE - 1 });
    expect(change.paidAt).toBeNull();
    expect(events(change)).toEqual(['seen/chain', 'review/chain']);
    expect(change.events[1]!.detail).toBe('underpaid: 0.00119999 BTC confirmed of 0.0012 BTC due');
  });

  it('waits while a short payment is still in the mempool (another may follow)', () => {
    expect(run(awaiting(), [tx(TXA, DUE / 2)], at(10)).state).toBe('seen');
  });

  it('two transactions that together pay the amount due make it paid once both confirm', () => {
    const half = DUE / 2;
    const first = run(awaiting(), [tx(TXA, half, 1, at(5)), tx(TXB, half)], at(10));
    expect(first.state).toBe('seen');
    const second = run(
      { ...awaiting(), ...first },
      [tx(TXA, half, 2, at(5)), tx(TXB, half, 1, at(12))],
      at(15),
    );
    expect(second).toMatchObject({ state: 'paid', receivedSats: DUE });
  });

  it('is overpaid when the confirmed sum is more than due: never settled silently', () => {
    const change = run(awaiting(), [tx(TXA, DUE + 1, 1, at(5))], at(10));
    expect(change).toMatchObject({ state: 'review', flag: 'overpaid', paidAt: null });
    expect(change.events[1]!.detail).toBe('overpaid: 0.00120001 BTC confirmed of 0.0012 BTC due');
  });

  it('is overpaid as soon as the confirmed part alone is more than due', () => {
    const change = run(awaiting(), [tx(TXA, DUE * 2, 1, at(5)), tx(TXB, 1)], at(10));
    expect(change.flag).toBe('overpaid');
  });
});

describe('paid late', () => {
  it('a first sighting after the window goes to the operator flagged late', () => {
    const change = run(awaiting(), [tx(TXA, DUE)], at(70));
    expect(change).toMatchObject({ state: 'review', flag: 'late', receivedSats: DUE });
    expect(events(change)).toEqual(['seen/chain', 'review/chain']);
  });

  it('an expired order paid later is late too, even paid in full and confirmed', () => {
    const expired = awaiting({ state: 'expired' });
    const change = run(expired, [tx(TXA, DUE, 3, at(80))], at(90));
    expect(change).toMatchObject({ state: 'review', flag: 'late' });
  });

  it('is in time when first seen within the grace after the window (one poll late)', () => {
    const change = run(awaiting({ state: 'expired' }), [tx(TXA, DUE)], at(60.5), {
      graceMs: 60_000,
    });
    expect(change.state).toBe('seen');
  });

  it('is in time when its block is dated before the window ended', () => {
    const change = run(awaiting({ state: 'expired' }), [tx(TXA, DUE, 1, at(55))], at(120));
    expect(change.state).toBe('paid');
  });

  it('is in time when it is the transaction the buyer reported inside the window', () => {
    const payment = awaiting({ state: 'expired', reported: { txid: TXA, at: at(30) } });
    expect(run(payment, [tx(TXA, DUE)], at(120)).state).toBe('seen');
    const other = awaiting({ state: 'expired', reported: { txid: TXB, at: at(30) } });
    expect(run(other, [tx(TXA, DUE)], at(120)).flag).toBe('late');
  });
});

describe('states the chain does not move', () => {
  it.each(['awaiting_price', 'paid', 'review'] as const)('leaves %s as it is', (state) => {
    const payment = awaiting({ state, flag: state === 'review' ? 'late' : null });
    const change = run(payment, [tx(TXA, DUE * 3, 6, at(5))], at(500));
    expect(change).toMatchObject({ state, changed: false, events: [] });
    expect(change.transactions).toEqual([]);
  });

  it('an expired order with nothing on the chain stays expired, without a new entry', () => {
    const change = run(awaiting({ state: 'expired' }), [], at(200));
    expect(change).toMatchObject({ state: 'expired', changed: false, events: [] });
  });
});
