// The payment rules, as one pure function: what the site knew of an order's payment, what the
// chain shows paid to its address now, and the time → the payment's next state and the history
// entries to append. The watcher and the buyer's claim both call it; nothing here reads a
// database, a clock or the network (the state machine: README.md beside this file).
//
// Decisions the rules make:
// - Amounts are whole satoshis: "paid in full" is an exact comparison.
// - Each transaction is judged by itself: in time when the site first saw it, or its block is
//   dated, before the window's end (plus `graceMs`, one poll: the watcher sees a transaction up
//   to one poll after it was sent). Never by the order's state or by a buyer's claim: a top-up
//   or a replacement first seen after the window is late whatever was seen before it.
// - While the window is open a short payment leaves the rest payable; short when the window
//   ends goes to the operator (underpaid), as does more than due (overpaid) and anything late.
// - Nothing is forgotten: a transaction the chain stops showing stays in the list, dropped;
//   one the order counted (or one that lost its block) takes a paid order to review, reversed.
// - A payment reaching an order the operator has closed (paid, invalid, refunded) goes back to
//   the operator: every payment to an address the shop handed out is resolved by someone.
import {
  formatBtcAmount,
  SATS_PER_BTC,
  type PaymentFlag,
  type PaymentState,
} from '@minesite/shared/contract';
import type {
  OrderHistoryDocument,
  PaymentDocument,
  PaymentTransactionDocument,
} from '../orders/order-document.js';

/** What the site knows of the payment before this look at the chain. */
export type KnownPayment = Pick<
  PaymentDocument,
  'state' | 'flag' | 'dueSats' | 'expiresAt' | 'receivedSats' | 'paidAt' | 'transactions'
> & { settled?: boolean };

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
> & { settled: boolean };

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
  /** Blocks deep after which a transaction is settled (the watcher follows it until then). */
  settleDepth?: number;
  now: Date;
  /** How long after the window's end a first sighting still counts as in time. */
  graceMs?: number;
}

/** States in which the buyer is still paying: the chain alone moves them. */
export const UNPAID_STATES = [
  'awaiting_payment',
  'seen',
  'expired',
] as const satisfies PaymentState[];

export function isUnpaidState(state: PaymentState): boolean {
  return (UNPAID_STATES as readonly PaymentState[]).includes(state);
}

interface Judged extends PaymentTransactionDocument {
  late: boolean;
  droppedAt: Date | null;
  isNew: boolean;
  /** It was live and counted, and now left the chain or lost its block. */
  lost: boolean;
}

export function evaluatePayment(input: EvaluationInput): PaymentChange {
  const { payment, now } = input;
  const before: PaymentUpdate = {
    state: payment.state,
    flag: payment.flag,
    receivedSats: payment.receivedSats,
    paidAt: payment.paidAt,
    transactions: payment.transactions,
    settled: payment.settled ?? false,
  };
  const windowEnd = payment.expiresAt;
  const windowOver = windowEnd !== null && now >= windowEnd;

  if (input.observed === null) {
    if (payment.state === 'awaiting_payment' && windowOver) {
      return { ...before, state: 'expired', flag: null, events: [expired(now)], changed: true };
    }
    return { ...before, events: [], changed: false };
  }

  const lateAfter = windowEnd === null ? Infinity : windowEnd.getTime() + (input.graceMs ?? 0);
  const txs = judge(payment.transactions, input.observed, now, lateAfter);
  const live = txs.filter((tx) => tx.droppedAt === null);
  const confirmed = (tx: Judged) => tx.confirmations >= input.requiredConfirmations;
  const settleDepth = Math.max(input.settleDepth ?? 6, input.requiredConfirmations);
  const settled = live.length > 0 && live.every((tx) => tx.confirmations >= settleDepth);
  const events: OrderHistoryDocument[] = [
    ...txs.filter((tx) => tx.isNew).map((tx) => event(now, 'seen', describe(tx))),
    ...txs.filter((tx) => tx.lost).map((tx) => event(now, 'reversed', lostDetail(tx))),
  ];
  if (settled && !before.settled) {
    events.push(event(now, 'settled', `every transaction ${settleDepth} blocks deep`));
  }
  const received = sum(live);
  const result = (state: PaymentState, flag: PaymentFlag | null, why?: string): PaymentChange => {
    const update: PaymentUpdate = {
      state,
      flag,
      receivedSats: received,
      paidAt: state === 'paid' && payment.state !== 'paid' ? now : payment.paidAt,
      transactions: txs.map(stored),
      settled,
    };
    const all = [...events];
    if (state !== payment.state || flag !== payment.flag) {
      if (state === 'review') all.push(event(now, 'review', why ?? flag ?? ''));
      if (state === 'paid') all.push(event(now, 'paid', why ?? ''));
      if (state === 'expired') all.push(expired(now));
    }
    return { ...update, events: all, changed: all.length > 0 || differs(before, update) };
  };

  const anyNew = txs.some((tx) => tx.isNew && tx.droppedAt === null);
  const anyLost = txs.some((tx) => tx.lost);
  const due = payment.dueSats;
  switch (payment.state) {
    case 'awaiting_price':
      // Nothing is due yet: whatever arrives is the operator's to match to a price.
      return anyNew
        ? result('review', 'overpaid', `${btc(received)} BTC before the order had a price`)
        : result(payment.state, payment.flag);
    case 'paid':
      if (anyLost) return result('review', 'reversed', 'a paid transaction left the chain');
      if (anyNew) {
        return result('review', 'overpaid', `another payment after paid: ${btc(received)} BTC`);
      }
      return result('paid', null);
    case 'review':
      return result('review', anyLost ? 'reversed' : payment.flag);
    case 'invalid':
    case 'refunding':
    case 'refunded':
      return anyNew
        ? result('review', 'late', `a payment to a closed order: ${btc(received)} BTC`)
        : result(payment.state, payment.flag);
  }

  // Awaiting payment, seen or expired: the buyer is paying.
  const inTime = live.filter((tx) => !tx.late);
  const inTimeSats = sum(inTime);
  if (live.some((tx) => tx.late)) {
    // Paid in full in time, and more after: over. Else the late money is what completes it.
    if (inTimeSats >= due && inTime.every(confirmed)) {
      return result('review', 'overpaid', `${btc(received)} BTC of ${btc(due)} BTC, part late`);
    }
    return result('review', 'late', `${btc(received)} BTC of ${btc(due)} BTC, after the window`);
  }
  if (live.length === 0) {
    if (anyLost && windowOver) {
      return result('review', 'reversed', 'the transactions seen earlier left the chain');
    }
    if (windowOver && payment.state !== 'expired') return result('expired', null);
    return result(windowOver ? 'expired' : 'awaiting_payment', null);
  }
  const confirmedSats = sum(live.filter(confirmed));
  const allConfirmed = live.every(confirmed);
  if (confirmedSats > due) {
    return result('review', 'overpaid', `${btc(confirmedSats)} BTC confirmed of ${btc(due)} BTC`);
  }
  if (windowOver && inTimeSats < due) {
    return result('review', 'underpaid', `${btc(inTimeSats)} BTC of ${btc(due)} BTC in the window`);
  }
  if (allConfirmed && received === due) {
    const depth = Math.min(...live.map((tx) => tx.confirmations));
    return result('paid', null, `${btc(received)} BTC, ${plural(depth, 'confirmation')}`);
  }
  // Waiting for confirmations, or for the rest while the window is open (a partial payment).
  return result('seen', null);
}

/**
 * Every transaction known or shown now, one entry per txid: the chain's figures for those it
 * shows, the ones it no longer shows kept as dropped (an operator's entry stays as it is).
 */
function judge(
  known: PaymentTransactionDocument[],
  observed: ObservedPayment[],
  now: Date,
  lateAfter: number,
): Judged[] {
  const shown = new Map<string, ObservedPayment>();
  for (const tx of observed) {
    const same = shown.get(tx.txid);
    shown.set(tx.txid, same ? { ...tx, sats: same.sats + tx.sats } : tx);
  }
  const isLate = (seenAt: Date, blockTime: Date | null) =>
    Math.min(seenAt.getTime(), blockTime?.getTime() ?? Infinity) > lateAfter;
  const result: Judged[] = known.map((tx) => {
    const now_ = shown.get(tx.txid);
    shown.delete(tx.txid);
    const wasLive = (tx.droppedAt ?? null) === null;
    if (!now_ || now_.sats <= 0) {
      if (tx.source === 'operator') {
        return { ...tx, late: tx.late ?? false, droppedAt: null, isNew: false, lost: false };
      }
      return {
        ...tx,
        late: tx.late ?? false,
        droppedAt: tx.droppedAt ?? now,
        isNew: false,
        lost: wasLive,
      };
    }
    const blockTime = now_.blockTime;
    return {
      ...tx,
      amountSats: now_.sats,
      confirmations: now_.confirmations,
      blockTime,
      late: isLate(tx.seenAt, blockTime),
      droppedAt: null,
      isNew: !wasLive,
      // Mined before, back in the mempool now: a reorg took its block.
      lost: wasLive && tx.confirmations > 0 && now_.confirmations === 0,
      source: 'chain',
    };
  });
  for (const tx of shown.values()) {
    if (tx.sats <= 0) continue;
    result.push({
      txid: tx.txid,
      amountSats: tx.sats,
      confirmations: tx.confirmations,
      seenAt: now,
      blockTime: tx.blockTime,
      late: isLate(now, tx.blockTime),
      droppedAt: null,
      source: 'chain',
      isNew: true,
      lost: false,
    });
  }
  return result;
}

function stored(tx: Judged): PaymentTransactionDocument {
  return {
    txid: tx.txid,
    amountSats: tx.amountSats,
    confirmations: tx.confirmations,
    seenAt: tx.seenAt,
    blockTime: tx.blockTime ?? null,
    late: tx.late,
    droppedAt: tx.droppedAt,
    source: tx.source ?? 'chain',
  };
}

function differs(before: PaymentUpdate, after: PaymentUpdate): boolean {
  return (
    before.state !== after.state ||
    before.flag !== after.flag ||
    before.receivedSats !== after.receivedSats ||
    before.settled !== after.settled ||
    before.paidAt?.getTime() !== after.paidAt?.getTime() ||
    JSON.stringify(before.transactions) !== JSON.stringify(after.transactions)
  );
}

function event(at: Date, name: OrderHistoryDocument['event'], detail: string) {
  return { at, event: name, by: 'chain', detail } satisfies OrderHistoryDocument;
}

function expired(at: Date): OrderHistoryDocument {
  return { at, event: 'expired', by: 'service', detail: 'the payment window ended' };
}

function describe(tx: Judged): string {
  const where =
    tx.confirmations === 0 ? 'in the mempool' : plural(tx.confirmations, 'confirmation');
  return `${btc(tx.amountSats)} BTC in ${tx.txid.slice(0, 12)}…, ${where}${tx.late ? ', late' : ''}`;
}

function lostDetail(tx: Judged): string {
  const what = tx.droppedAt ? 'left the chain' : 'lost its block';
  return `${btc(tx.amountSats)} BTC in ${tx.txid.slice(0, 12)}… ${what}`;
}

const btc = (sats: number) => formatBtcAmount(sats / SATS_PER_BTC);
const sum = (txs: { amountSats: number }[]) => txs.reduce((total, tx) => total + tx.amountSats, 0);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
