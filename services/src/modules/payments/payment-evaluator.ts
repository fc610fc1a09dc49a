// The payment rules, as one pure function: what the site knew of an order's payment, what the
// chain shows paid to its address now, and the time → the payment's next state and the history
// entries to append. The watcher and the buyer's claim both call it; nothing here reads a
// database, a clock or the network (the state machine: shared/src/domain/payment.ts).
//
// Decisions the rules make (README.md, "The state machine"):
// - Amounts are whole satoshis: "paid in full" is an exact comparison.
// - "In time" means first seen before the window's end, or within `graceMs` after it (the
//   watcher sees a transaction up to one poll after it was sent), or mined in a block dated
//   before it, or the very transaction the buyer reported before it.
// - Paid needs every transaction with the confirmations asked for and exactly the amount due;
//   more or less goes to the operator (review), never settled silently.
// - A transaction seen earlier that the chain no longer shows (replaced, or dropped from the
//   mempool) is forgotten; an order left with none after it was seen goes to review.
import { formatBtcAmount, SATS_PER_BTC, type PaymentState } from '@minesite/shared/contract';
import type {
  OrderHistoryDocument,
  PaymentDocument,
  PaymentTransactionDocument,
} from '../orders/repository.js';

/** What the site knows of the payment before this look at the chain. */
export type KnownPayment = Pick<
  PaymentDocument,
  'state' | 'flag' | 'dueSats' | 'expiresAt' | 'receivedSats' | 'paidAt' | 'transactions'
> & {
  /** The transaction the buyer reported, and when (that time counts as seen, if it shows up). */
  reported?: { txid: string; at: Date } | null;
};

/** A transaction paying the order's address, as the chain shows it now. */
export interface ObservedPayment {
  txid: string;
  /** Sats it pays to the order's address. */
  sats: number;
  confirmations: number;
  /** Its block's time; null in the mempool. */
  blockTime: Date | null;
}

export type PaymentUpdate = Pick<
  PaymentDocument,
  'state' | 'flag' | 'receivedSats' | 'paidAt' | 'transactions'
>;

export interface PaymentChange extends PaymentUpdate {
  /** To append to the order's history, oldest first. */
  events: OrderHistoryDocument[];
  /** Whether anything differs from what was known (else there is nothing to write). */
  changed: boolean;
}

export interface EvaluationInput {
  payment: KnownPayment;
  /**
   * Every transaction paying the address as the chain shows it now; null when the chain was not
   * asked (no chain API): only the window's end applies then.
   */
  observed: ObservedPayment[] | null;
  requiredConfirmations: number;
  now: Date;
  /** How long after the window's end a first sighting still counts as in time. */
  graceMs?: number;
}

/** The states the chain can still move; the others are the operator's (or final). */
export const WATCHED_STATES = [
  'awaiting_payment',
  'seen',
  'expired',
] as const satisfies PaymentState[];

export function isWatchedState(state: PaymentState): boolean {
  return (WATCHED_STATES as readonly PaymentState[]).includes(state);
}

export function evaluatePayment(input: EvaluationInput): PaymentChange {
  const { payment, now } = input;
  const { state, flag, receivedSats, paidAt, transactions } = payment;
  const before: PaymentUpdate = { state, flag, receivedSats, paidAt, transactions };
  if (!isWatchedState(payment.state)) return { ...before, events: [], changed: false };
  const windowEnd = payment.expiresAt;
  const windowOver = windowEnd !== null && now >= windowEnd;

  if (input.observed === null) {
    if (payment.state === 'awaiting_payment' && windowOver) {
      return { ...before, state: 'expired', flag: null, events: [expired(now)], changed: true };
    }
    return { ...before, events: [], changed: false };
  }

  const paying = merge(payment, input.observed, now);
  const events: OrderHistoryDocument[] = paying
    .filter((tx) => tx.isNew)
    .map((tx) => ({ at: now, event: 'seen', by: 'chain', detail: describe(tx) }));
  const received = sum(paying);
  const result = (
    next: Pick<PaymentDocument, 'state' | 'flag'>,
    more: OrderHistoryDocument[] = [],
  ): PaymentChange => {
    const update: PaymentUpdate = {
      ...next,
      receivedSats: received,
      paidAt: next.state === 'paid' ? now : payment.paidAt,
      transactions: paying.map(({ txid, amountSats, confirmations, seenAt }) => ({
        txid,
        amountSats,
        confirmations,
        seenAt,
      })),
    };
    const all = [...events, ...more];
    return { ...update, events: all, changed: all.length > 0 || differs(before, update) };
  };

  if (paying.length === 0) {
    if (payment.state === 'seen') {
      return result({ state: 'review', flag: 'underpaid' }, [
        review(now, 'the transactions seen earlier are no longer on the chain'),
      ]);
    }
    if (payment.state === 'awaiting_payment' && windowOver) {
      return result({ state: 'expired', flag: null }, [expired(now)]);
    }
    return result({ state: payment.state, flag: payment.flag });
  }

  const due = payment.dueSats;
  const firstSeen = Math.min(...paying.map((tx) => tx.inTimeAt.getTime()));
  const late =
    payment.state !== 'seen' &&
    windowEnd !== null &&
    firstSeen > windowEnd.getTime() + (input.graceMs ?? 0);
  if (late) {
    return result({ state: 'review', flag: 'late' }, [
      review(now, `late: ${btc(received)} BTC of ${btc(due)} BTC, after the payment window`),
    ]);
  }

  const settled = paying.filter((tx) => tx.confirmations >= input.requiredConfirmations);
  const settledSats = sum(settled);
  if (settledSats > due) {
    return result({ state: 'review', flag: 'overpaid' }, [
      review(now, `overpaid: ${btc(settledSats)} BTC confirmed of ${btc(due)} BTC due`),
    ]);
  }
  if (settled.length < paying.length) return result({ state: 'seen', flag: null });
  if (settledSats < due) {
    return result({ state: 'review', flag: 'underpaid' }, [
      review(now, `underpaid: ${btc(settledSats)} BTC confirmed of ${btc(due)} BTC due`),
    ]);
  }
  const confirmations = Math.min(...settled.map((tx) => tx.confirmations));
  return result({ state: 'paid', flag: null }, [
    {
      at: now,
      event: 'paid',
      by: 'chain',
      detail: `${btc(settledSats)} BTC, ${plural(confirmations, 'confirmation')}`,
    },
  ]);
}

interface MergedTransaction extends PaymentTransactionDocument {
  /** The earliest time the transaction is known to have existed. */
  inTimeAt: Date;
  isNew: boolean;
}

/**
 * The chain's view (one entry per transaction, only those paying the address), with the time
 * each was first seen kept from before.
 */
function merge(payment: KnownPayment, observed: ObservedPayment[], now: Date): MergedTransaction[] {
  const known = new Map(payment.transactions.map((tx) => [tx.txid, tx]));
  const byTxid = new Map<string, ObservedPayment>();
  for (const tx of observed) {
    const same = byTxid.get(tx.txid);
    byTxid.set(tx.txid, same ? { ...tx, sats: same.sats + tx.sats } : tx);
  }
  return [...byTxid.values()]
    .filter((tx) => tx.sats > 0)
    .map((tx) => {
      const before = known.get(tx.txid);
      const seenAt = before?.seenAt ?? now;
      const reportedAt = payment.reported?.txid === tx.txid ? payment.reported.at : null;
      const times = [seenAt, reportedAt, tx.blockTime].filter((t): t is Date => t !== null);
      return {
        txid: tx.txid,
        amountSats: tx.sats,
        confirmations: tx.confirmations,
        seenAt,
        inTimeAt: new Date(Math.min(...times.map((t) => t.getTime()))),
        isNew: !before,
      };
    });
}

function differs(before: PaymentUpdate, after: PaymentUpdate): boolean {
  return (
    before.state !== after.state ||
    before.flag !== after.flag ||
    before.receivedSats !== after.receivedSats ||
    before.paidAt?.getTime() !== after.paidAt?.getTime() ||
    JSON.stringify(before.transactions) !== JSON.stringify(after.transactions)
  );
}

function expired(at: Date): OrderHistoryDocument {
  return { at, event: 'expired', by: 'service', detail: 'the payment window ended' };
}

function review(at: Date, detail: string): OrderHistoryDocument {
  return { at, event: 'review', by: 'chain', detail };
}

function describe(tx: MergedTransaction): string {
  const where =
    tx.confirmations === 0 ? 'in the mempool' : plural(tx.confirmations, 'confirmation');
  return `${btc(tx.amountSats)} BTC in ${tx.txid.slice(0, 12)}…, ${where}`;
}

const btc = (sats: number) => formatBtcAmount(sats / SATS_PER_BTC);
const sum = (txs: { amountSats: number }[]) => txs.reduce((total, tx) => total + tx.amountSats, 0);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
