// The payment rules on their own: every case a buyer with a bad day, or one looking for a better
// deal, can put the order in, judged without a database or a clock.
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
const TXC = 'c'.repeat(64);

function known(overrides: Partial<KnownPayment> = {}): KnownPayment {
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
  extra: { requiredConfirmations?: number; graceMs?: number; settleDepth?: number } = {},
) =>
  evaluatePayment({
    payment,
    observed,
    now,
    requiredConfirmations: extra.requiredConfirmations ?? 1,
    settleDepth: extra.settleDepth ?? 6,
    graceMs: extra.graceMs,
  });

/** The payment as the change leaves it, to look again later. */
const after = (payment: KnownPayment, change: ReturnType<typeof evaluatePayment>) => ({
  ...payment,
  state: change.state,
  flag: change.flag,
  receivedSats: change.receivedSats,
  paidAt: change.paidAt,
  transactions: change.transactions,
  settled: change.settled,
});

const events = (change: ReturnType<typeof evaluatePayment>) =>
  change.events.map((entry) => `${entry.event}/${entry.by}`);

describe('an honest payment', () => {
  it('stays awaiting while the chain shows nothing inside the window', () => {
    expect(run(known(), [], at(10))).toMatchObject({
      state: 'awaiting_payment',
      changed: false,
      events: [],
    });
  });

  it('is seen in the mempool, then paid in a block, then settled 6 blocks deep', () => {
    const seen = run(known(), [tx(TXA, DUE)], at(10));
    expect(seen).toMatchObject({ state: 'seen', receivedSats: DUE, settled: false });
    expect(seen.transactions).toEqual([
      {
        txid: TXA,
        amountSats: DUE,
        confirmations: 0,
        seenAt: at(10),
        blockTime: null,
        late: false,
        droppedAt: null,
        source: 'chain',
      },
    ]);
    expect(events(seen)).toEqual(['seen/chain']);

    const paid = run(after(known(), seen), [tx(TXA, DUE, 1, at(12))], at(13));
    expect(paid).toMatchObject({ state: 'paid', paidAt: at(13), settled: false });
    expect(events(paid)).toEqual(['paid/chain']);

    // Confirmations keep counting after paid, until the transaction is settled.
    const deeper = run(after(known(), paid), [tx(TXA, DUE, 3, at(12))], at(40));
    expect(deeper).toMatchObject({ state: 'paid', changed: true, settled: false });
    expect(deeper.transactions[0]!.confirmations).toBe(3);
    const settled = run(after(known(), deeper), [tx(TXA, DUE, 6, at(12))], at(70));
    expect(settled).toMatchObject({ state: 'paid', settled: true, paidAt: at(13) });
    expect(events(settled)).toEqual(['settled/chain']);
  });

  it('a transaction sent just before the end and seen within the grace is in time', () => {
    const change = run(known(), [tx(TXA, DUE, 1, null)], at(60.5), { graceMs: 60_000 });
    expect(change).toMatchObject({ state: 'paid' });
  });

  it('a transaction mined in a block dated inside the window is in time however late it is seen', () => {
    const change = run(known({ state: 'expired' }), [tx(TXA, DUE, 2, at(50))], at(300));
    expect(change).toMatchObject({ state: 'paid', flag: null });
    expect(change.transactions[0]!.late).toBe(false);
  });

  it('without the chain, only the window ends: awaiting payment expires', () => {
    expect(run(known(), null, at(61))).toMatchObject({ state: 'expired', changed: true });
    expect(run(known({ state: 'seen' }), null, at(61))).toMatchObject({ changed: false });
  });
});

describe('partial payments', () => {
  it('a short confirmed payment inside the window leaves the order payable', () => {
    const change = run(known(), [tx(TXA, DUE / 4, 1, at(5))], at(10));
    expect(change).toMatchObject({ state: 'seen', flag: null, receivedSats: DUE / 4 });
  });

  it('a top-up in time makes it paid', () => {
    const first = run(known(), [tx(TXA, DUE / 4, 1, at(5))], at(10));
    const topped = run(
      after(known(), first),
      [tx(TXA, DUE / 4, 2, at(5)), tx(TXB, (DUE * 3) / 4, 1, at(30))],
      at(31),
    );
    expect(topped).toMatchObject({ state: 'paid', receivedSats: DUE });
  });

  it('goes to review, underpaid, only when the window ends short', () => {
    const first = run(known(), [tx(TXA, DUE / 4, 1, at(5))], at(10));
    const ended = run(after(known(), first), [tx(TXA, DUE / 4, 3, at(5))], at(61));
    expect(ended).toMatchObject({ state: 'review', flag: 'underpaid' });
    expect(events(ended)).toEqual(['review/chain']);
  });
});

describe('a buyer holding an old quote open', () => {
  it('dust in time, then the full amount after the window: late', () => {
    const dust = run(known(), [tx(TXA, 546)], at(30));
    expect(dust.state).toBe('seen');
    const rest = run(after(known(), dust), [tx(TXA, 546), tx(TXB, DUE - 546, 1, at(200))], at(200));
    expect(rest).toMatchObject({ state: 'review', flag: 'late' });
    expect(rest.transactions.find((t) => t.txid === TXB)!.late).toBe(true);
  });

  it('an unconfirmed dust payment does not hold the window: short at its end is underpaid', () => {
    const dust = run(known(), [tx(TXA, 546)], at(30));
    expect(run(after(known(), dust), [tx(TXA, 546)], at(61)).state).toBe('review');
  });

  it('a low-fee payment in time replaced after the window by the full amount: late, the first kept as dropped', () => {
    const low = run(known(), [tx(TXA, 1000)], at(30));
    const replaced = run(after(known(), low), [tx(TXB, DUE, 1, at(180))], at(181));
    expect(replaced).toMatchObject({ state: 'review', flag: 'late' });
    expect(replaced.transactions).toEqual([
      expect.objectContaining({ txid: TXA, droppedAt: at(181) }),
      expect.objectContaining({ txid: TXB, late: true, droppedAt: null }),
    ]);
  });
});

describe('following a paid order to the end', () => {
  const paidOrder = () => {
    const paid = run(known(), [tx(TXA, DUE, 1, at(5))], at(10));
    return after(known(), paid);
  };

  it('a second payment after paid makes it overpaid, for the operator', () => {
    const change = run(paidOrder(), [tx(TXA, DUE, 2, at(5)), tx(TXB, 5000)], at(20));
    expect(change).toMatchObject({ state: 'review', flag: 'overpaid', receivedSats: DUE + 5000 });
    expect(events(change)).toEqual(['seen/chain', 'review/chain']);
  });

  it('a paid transaction that leaves the chain takes the order out of paid: reversed', () => {
    const change = run(paidOrder(), [], at(20));
    expect(change).toMatchObject({ state: 'review', flag: 'reversed', receivedSats: 0 });
    expect(events(change)).toEqual(['reversed/chain', 'review/chain']);
    expect(change.transactions[0]).toMatchObject({ txid: TXA, droppedAt: at(20) });
  });

  it('a paid transaction that loses its block (a reorg) is reversed too', () => {
    const change = run(paidOrder(), [tx(TXA, DUE, 0, null)], at(20));
    expect(change).toMatchObject({ state: 'review', flag: 'reversed' });
  });

  it('a payment reaching a refunded or invalid order goes back to the operator, late', () => {
    for (const state of ['refunded', 'invalid'] as const) {
      const change = run(known({ state }), [tx(TXC, 7000)], at(500));
      expect(change).toMatchObject({ state: 'review', flag: 'late' });
    }
  });
});

describe('overpaid and late', () => {
  it('more than due confirmed is overpaid', () => {
    expect(run(known(), [tx(TXA, DUE * 2, 1, at(5))], at(6))).toMatchObject({
      state: 'review',
      flag: 'overpaid',
    });
  });

  it('a first payment after the window makes an expired order late', () => {
    const change = run(known({ state: 'expired' }), [tx(TXA, DUE)], at(90));
    expect(change).toMatchObject({ state: 'review', flag: 'late' });
  });

  it('paid in full in time and more after the window: overpaid', () => {
    const inTime = run(known(), [tx(TXA, DUE, 1, at(5))], at(10));
    const more = run(after(known(), inTime), [tx(TXA, DUE, 2, at(5)), tx(TXB, 3000)], at(120));
    expect(more).toMatchObject({ state: 'review', flag: 'overpaid' });
  });

  it('anything paid to an order awaiting its price is for the operator', () => {
    const change = run(
      known({ state: 'awaiting_price', expiresAt: null, dueSats: 0 }),
      [tx(TXA, 1)],
      at(5),
    );
    expect(change).toMatchObject({ state: 'review', flag: 'overpaid' });
  });
});

describe('in review', () => {
  it('stays in review; a new transaction is recorded, a lost one flags it reversed', () => {
    const review = known({ state: 'review', flag: 'late' });
    const seen = run(review, [tx(TXA, 100)], at(500));
    expect(seen).toMatchObject({ state: 'review', flag: 'late', receivedSats: 100 });
    const lost = run(after(review, seen), [], at(600));
    expect(lost).toMatchObject({ state: 'review', flag: 'reversed' });
  });
});
