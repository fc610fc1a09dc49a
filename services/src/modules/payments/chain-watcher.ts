// The chain watcher: every CHAIN_POLL_SECONDS one replica (the holder of the sweep's lease,
// sweep-lease.ts) asks the chain API about the addresses of the watched orders, at the client's
// bounded rate, and applies the payment rules (payment-evaluator.ts) to each order: a write that
// is safe against a buyer's or operator's write at the same time, and against another replica
// (OrdersService.changePayment).
//
// - Watched: every order with its own address while a chain API is configured, in every state
//   and for as long as it exists. An address an order let go of (deleted, purged, moved to
//   another rail) is looked at after them (stray-sweep.ts): no payment to an address the shop
//   handed out goes unseen. Closely (each poll) while payment is due, until PAYMENT_MONITORING_HOURS after the window
//   and until every transaction is PAYMENT_SETTLE_DEPTH deep; then at the late sweep's pace
//   (CHAIN_LATE_CHECK_HOURS).
// - Fair: orders never looked at go first, then those due longest (a look moves an order to the
//   back, written when a sweep cannot reach every due order), so a flood of orders delays a new
//   one by one poll at most.
// - The window's end: an order awaiting payment expires when its window is over and the chain
//   shows nothing. Orders the chain is not asked about (a fixed address, or no chain API)
//   expire on the clock alone; watched ones only once the chain has answered, so that a chain
//   API that is down never turns a payment made in time into a late one.
// - The chain API down (or its queue full): the sweep stops and changes nothing; the next one
//   tries again.
import type { PaymentRail, TokenRail } from '@minesite/shared/contract';
import type { Filter } from 'mongodb';
import type { Logger } from 'pino';
import { HttpError } from '../../http/errors.js';
import { paymentChange } from '../orders/order-payment.js';
import type { OrdersRepository } from '../orders/repository.js';
import type { OrderDocument } from '../orders/order-document.js';
import type { PlannedChange } from '../orders/order-writes.js';
import type { OrdersService } from '../orders/service.js';
import {
  ChainBusyError,
  ChainUnavailableError,
  satsPaidTo,
  type ChainClient,
} from './chain-client.js';
import type { ChainConfig } from './chain-config.js';
import { evaluatePayment, type ObservedPayment } from './payment-evaluator.js';
import type { SweepLeases } from './sweep-lease.js';
import type { LookAt, StraySweep } from './stray-sweep.js';
import type { TokenChainClient, TokenTransfer } from './token-transfers.js';

/** A token rail's chain as the watcher asks it: its client, the token credited, its depth. */
export interface TokenWatch {
  client: TokenChainClient;
  /** Only transfers of this contract are credited; others are flagged for the operator. */
  contract: string;
  confirmations: number;
}

/** What one look at an order's address found, and the depth its rail asks for. */
interface Look {
  observed: ObservedPayment[];
  /** Transfers of another token: flagged for the operator, never credited. */
  foreign: TokenTransfer[];
  confirmations: number;
  settleDepth: number;
}

const LEASE_NAME = 'chain-watcher';

/** Orders one sweep reads at most (the rest wait for the next one). */
const SWEEP_BATCH = 1000;

/** What a look (or the clock) means for an order. */
interface Plan {
  /** The write, with when to look next; null when there is nothing to write. */
  write: PlannedChange | null;
  /** Whether the payment itself changes (not only when to look next). */
  paymentChanged: boolean;
  /** Set when the write is only when to look next, to that time. */
  onlyNextCheckAt: Date | null;
}

const NOTHING: Plan = { write: null, paymentChanged: false, onlyNextCheckAt: null };

export interface SweepReport {
  /** False when another replica (or an earlier sweep still running) held the lease. */
  swept: boolean;
  /** Orders whose address the chain was asked about. */
  checked: number;
  /** Orders whose payment changed (expiries included). */
  changed: number;
  /** Whether the sweep stopped because the chain API failed. */
  chainUnavailable: boolean;
  /** Addresses no order watches that the chain was asked about (stray-sweep.ts). */
  strayChecked: number;
}

export interface ChainWatcherDeps {
  orders: OrdersRepository;
  service: Pick<OrdersService, 'changePayment'>;
  leases: Pick<SweepLeases, 'tryAcquire'>;
  /** Null without CHAIN_API_URL: only the window's end is applied. */
  chain: ChainClient | null;
  /** The token rails' chains; a rail absent is not watched (its orders expire on the clock). */
  tokens?: Partial<Record<TokenRail, TokenWatch>>;
  /** The look at the addresses no order watches any more, after the watched orders. */
  strays?: StraySweep;
  config: ChainConfig;
  logger: Logger;
  now?: () => Date;
}

export class ChainWatcher {
  /** How long a sweep may run: long enough for many orders at the paced rate. */
  private readonly leaseMs: number;
  /** A sweep starts no order with less of its lease left (its chain calls and its write). */
  private readonly marginMs: number;

  constructor(private readonly deps: ChainWatcherDeps) {
    this.marginMs = 3 * deps.config.timeoutMs + 2000;
    this.leaseMs = Math.max(60_000, 4 * this.marginMs);
  }

  async sweep(): Promise<SweepReport> {
    const report: SweepReport = {
      swept: false,
      checked: 0,
      changed: 0,
      chainUnavailable: false,
      strayChecked: 0,
    };
    const lease = await this.deps.leases.tryAcquire(LEASE_NAME, this.leaseMs);
    if (!lease) return report;
    report.swept = true;
    const timeLeft = () => lease.remainingMs() > this.marginMs;
    // Orders looked at again while they stay due at every poll. Their new time to look moves
    // them to the back of the queue, which matters only when a sweep does not reach every due
    // order: it is written then, else not at all (at one look a second, as the test site polls,
    // that write was most of the database's work).
    const lookedAgain: OrderDocument[] = [];
    // The other looks that change only when to look next (an order's first look, or a next
    // look later than the next poll). Both are written together when the sweep ends, a hundred
    // orders a command, not one write each (after a burst of orders, the first sweep made a
    // thousand, and on FerretDB each read and wrote the whole order).
    const scheduled: { order: OrderDocument; at: Date }[] = [];
    let reachedAll = false;
    try {
      const watching = this.watchesAnyChain();
      const { orders } = this.deps;
      const due = await orders.ordersToSweep(this.now(), this.pastWindow(), watching, SWEEP_BATCH);
      // A full batch may have left due orders out: those looked at now must make way for them.
      const batchFull = due.length >= SWEEP_BATCH;
      // Each chain's newest block, read once a sweep.
      const tips = new Map<PaymentRail, number>();
      for (const order of due) {
        if (!timeLeft()) return report;
        // On the clock alone: an order the chain is not asked about, past its window.
        if (!watching || !order.payment?.watched) {
          if (await this.change(order._id, (current) => this.plan(current, null))) {
            report.changed += 1;
          }
          continue;
        }
        // The chain failed: no more looks this sweep, the clock's expiries still go on.
        if (report.chainUnavailable) continue;
        let look: Look | null;
        try {
          look = await this.look(order.payment.rail ?? 'btc', order.payment.address, tips);
        } catch (error) {
          if (this.chainFailed(error, report)) continue;
          throw error;
        }
        if (!look) continue;
        report.checked += 1;
        const seen = look;
        // Most looks at an unpaid order change nothing but when to look next: that alone is
        // set, without the order's lock, on the order as read. A change made during the look
        // keeps its own time: an order priced meanwhile is due at once, not in a day as the
        // look at the unpriced order planned. A locked change costs the lock's writes and
        // reads (on FerretDB), for every watched order at every sweep.
        const { onlyNextCheckAt } = this.plan(order, seen.observed, seen);
        if (onlyNextCheckAt) {
          if (order.payment.nextCheckAt && onlyNextCheckAt.getTime() <= this.now().getTime()) {
            lookedAgain.push(order);
          } else {
            scheduled.push({ order, at: onlyNextCheckAt });
          }
          continue;
        }
        // Made again on the order as stored at the write; an order whose address changed since
        // it was read (paid on another rail) waits for the next sweep's look at its new one.
        const looked = order.payment;
        const change = (current: OrderDocument) =>
          current.payment?.address === looked.address && current.payment.rail === looked.rail
            ? this.plan(current, seen.observed, seen)
            : NOTHING;
        if (await this.change(order._id, change)) report.changed += 1;
      }
      if (report.chainUnavailable) return report;
      reachedAll = !batchFull;
      // The addresses no order watches, once every watched order had its look.
      if (watching && reachedAll && this.deps.strays) {
        const lookAt: LookAt = async ({ rail, address }) => this.look(rail, address, tips);
        try {
          report.strayChecked = await this.deps.strays.sweep(lookAt, timeLeft, this.now());
        } catch (error) {
          if (!this.chainFailed(error, report)) throw error;
        }
      }
      return report;
    } finally {
      const now = this.now();
      const checks = reachedAll
        ? scheduled
        : [...scheduled, ...lookedAgain.map((order) => ({ order, at: now }))];
      await this.deps.orders
        .scheduleChecks(checks)
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'looks not rescheduled'));
      await lease.release();
    }
  }

  /** Whether `error` is the chain API failing: the sweep stops there and changes nothing more. */
  private chainFailed(error: unknown, report: SweepReport): boolean {
    if (!(error instanceof ChainUnavailableError || error instanceof ChainBusyError)) return false;
    report.chainUnavailable = true;
    this.deps.logger.warn({ reason: error.message }, 'chain API failed; sweep stopped');
    return true;
  }

  /**
   * Orders awaiting payment past their window that the chain is not asked about: those without
   * an address of their own, and without a chain API every one.
   */
  private pastWindow(): Filter<OrderDocument> {
    const due = { 'payment.state': 'awaiting_payment', 'payment.expiresAt': { $lte: this.now() } };
    return this.watchesAnyChain() ? { ...due, 'payment.watched': false } : due;
  }

  private watchesAnyChain(): boolean {
    return this.deps.chain !== null || Object.keys(this.deps.tokens ?? {}).length > 0;
  }

  /** What the rail's chain shows at `address`; null when this rail's chain is not asked. */
  private async look(
    rail: PaymentRail,
    address: string,
    tips: Map<PaymentRail, number>,
  ): Promise<Look | null> {
    const tipOf = async (read: () => Promise<number>) => {
      const tip = tips.get(rail) ?? (await read());
      tips.set(rail, tip);
      return tip;
    };
    if (rail === 'btc') {
      const { chain, config } = this.deps;
      if (!chain) return null;
      const observed = await this.observe(chain, address, await tipOf(() => chain.tipHeight()));
      const { confirmations, settleDepth } = config;
      return { observed, foreign: [], confirmations, settleDepth };
    }
    const watch = this.deps.tokens?.[rail];
    if (!watch) return null;
    const tip = await tipOf(() => watch.client.tipHeight());
    const transfers = await watch.client.transfersTo(address, tip);
    const credited = new Map<string, ObservedPayment>();
    for (const transfer of transfers.filter((t) => t.token === watch.contract)) {
      const known = credited.get(transfer.txid);
      // One transaction may carry several transfers to the address: they add up.
      if (known) known.sats += transfer.units;
      else credited.set(transfer.txid, { ...transfer, sats: transfer.units });
    }
    return {
      observed: [...credited.values()].map(({ txid, sats, confirmations, blockTime }) => ({
        txid,
        sats,
        confirmations,
        blockTime,
      })),
      foreign: transfers.filter((t) => t.token !== watch.contract),
      confirmations: watch.confirmations,
      // A token chain's blocks are final at the depth asked for.
      settleDepth: watch.confirmations,
    };
  }

  private async observe(
    chain: ChainClient,
    address: string,
    tip: number,
  ): Promise<ObservedPayment[]> {
    const txs = await chain.addressTransactions(address, tip);
    return txs.map((tx) => ({
      txid: tx.txid,
      sats: satsPaidTo(tx, address),
      confirmations: tx.confirmations,
      blockTime: tx.blockTime,
    }));
  }

  /** The write the rules make of what the chain shows (`observed`; null: the clock alone). */
  private plan(order: OrderDocument, observed: ObservedPayment[] | null, look?: Look): Plan {
    const payment = order.payment;
    if (!payment) return NOTHING;
    const now = this.now();
    const { config } = this.deps;
    const change = evaluatePayment({
      payment,
      observed,
      requiredConfirmations: look?.confirmations ?? config.confirmations,
      settleDepth: look?.settleDepth ?? config.settleDepth,
      now,
      // A transaction sent just before the window's end is seen up to one sweep later.
      graceMs: config.pollMs,
    });
    const { state, flag, receivedSats, paidAt, transactions, settled } = change;
    if (observed === null) {
      if (!change.changed) return NOTHING;
      const write = { fields: paymentChange(order, { state, flag }), history: change.events };
      return { write, paymentChanged: true, onlyNextCheckAt: null };
    }
    const monitorUntil =
      payment.monitorUntil ??
      (payment.expiresAt ? new Date(payment.expiresAt.getTime() + config.monitoringMs) : null);
    const paying = state === 'awaiting_payment' || state === 'seen';
    const following = transactions.some((tx) => !tx.droppedAt) && !settled;
    const close = paying || following || (monitorUntil !== null && now < monitorUntil);
    const nextCheckAt = new Date(now.getTime() + (close ? 0 : config.lateCheckMs));
    const flagged = payment.foreignTransfers ?? [];
    const foreign = (look?.foreign ?? []).filter((t) => !flagged.includes(t.txid));
    const write = {
      fields: paymentChange(order, {
        state,
        flag,
        receivedSats,
        paidAt,
        transactions,
        settled,
        monitorUntil,
        nextCheckAt,
        ...(foreign.length > 0
          ? { foreignTransfers: [...flagged, ...foreign.map((t) => t.txid)] }
          : {}),
      }),
      history: [
        ...change.events,
        ...foreign.map((t) => ({
          at: now,
          event: 'foreign_transfer' as const,
          by: 'chain' as const,
          detail: `${t.units} units of ${t.symbol} (${t.token}) in ${t.txid}, not credited`,
        })),
      ],
    };
    // Nothing but when to look next: the payment, its watch's end and its flagged transfers stay.
    const keepsWatch = (payment.monitorUntil ?? null) === monitorUntil;
    const onlyNextCheckAt =
      !change.changed && foreign.length === 0 && keepsWatch ? nextCheckAt : null;
    return { write, paymentChanged: change.changed, onlyNextCheckAt };
  }

  /** A change that cannot be made now (the order is busy, or gone) waits for the next sweep. */
  private async change(orderId: string, decide: (order: OrderDocument) => Plan): Promise<boolean> {
    // Whether the plan written (made again on the order as the lock found it) changed the payment.
    let paymentChanged = false;
    try {
      const { changed } = await this.deps.service.changePayment(orderId, (order) => {
        const plan = decide(order);
        paymentChanged = plan.paymentChanged;
        return plan.write;
      });
      return changed && paymentChanged;
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 503)) {
        return false;
      }
      throw error;
    }
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
