// The chain watcher: every CHAIN_POLL_SECONDS one replica (the holder of the sweep's lease,
// sweep-lease.ts) asks the chain API about the address of each order whose payment the chain
// can still move, at the client's bounded rate, and applies the payment rules
// (payment-evaluator.ts) to each order: a write that is safe against a buyer's or operator's
// write at the same time, and against another replica (OrdersService.changePayment).
//
// - Watched: orders with their own address (`payment.watched`), awaiting payment or seen, and
//   expired ones until 6 hours after their creation (the texts' payment window: a late payment
//   is still noticed and flagged). Then, or once paid or flagged for review, `watched` goes
//   false: the watcher is done with them.
// - The window's end: an order awaiting payment expires when its window is over and the chain
//   shows nothing. Orders the chain is not asked about (a fixed address, or no chain API)
//   expire on the clock alone; watched ones only once the chain has answered, so that a chain
//   API that is down never turns a payment made in time into a late one.
// - The chain API down: the sweep stops at the first failure and changes nothing; the next one
//   tries again.
import type { PaymentState } from '@minesite/shared/contract';
import type { Filter } from 'mongodb';
import type { Logger } from 'pino';
import { HttpError } from '../../http/errors.js';
import { paymentChange } from '../orders/order-payment.js';
import type { OrderDocument, OrdersRepository } from '../orders/repository.js';
import { PAYMENT_WINDOW_MS, type OrdersService, type PlannedChange } from '../orders/service.js';
import { ChainUnavailableError, satsPaidTo, type ChainClient } from './chain-client.js';
import type { ChainConfig } from './chain-config.js';
import {
  evaluatePayment,
  isWatchedState,
  WATCHED_STATES,
  type ObservedPayment,
} from './payment-evaluator.js';
import type { SweepLeases } from './sweep-lease.js';

const LEASE_NAME = 'chain-watcher';

/** Orders one sweep reads at most (the rest wait for the next one). */
const SWEEP_BATCH = 1000;

export interface SweepReport {
  /** False when another replica (or an earlier sweep still running) held the lease. */
  swept: boolean;
  /** Orders whose address the chain was asked about. */
  checked: number;
  /** Orders whose payment changed (expiries included). */
  changed: number;
  /** Whether the sweep stopped because the chain API failed. */
  chainUnavailable: boolean;
}

export interface ChainWatcherDeps {
  orders: OrdersRepository;
  service: Pick<OrdersService, 'changePayment'>;
  leases: Pick<SweepLeases, 'tryAcquire'>;
  /** Null without CHAIN_API_URL: only the window's end is applied. */
  chain: ChainClient | null;
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
    const report: SweepReport = { swept: false, checked: 0, changed: 0, chainUnavailable: false };
    const lease = await this.deps.leases.tryAcquire(LEASE_NAME, this.leaseMs);
    if (!lease) return report;
    report.swept = true;
    const timeLeft = () => lease.remainingMs() > this.marginMs;
    try {
      // On the clock alone: orders the chain is not asked about.
      for (const orderId of await this.deps.orders.idsOldestFirst(this.pastWindow(), SWEEP_BATCH)) {
        if (!timeLeft()) return report;
        if (await this.apply(orderId, null)) report.changed += 1;
      }
      if (!this.deps.chain) return report;
      const watched = { 'payment.watched': true, 'payment.state': { $in: [...WATCHED_STATES] } };
      const ids = shuffled(await this.deps.orders.idsOldestFirst(watched, SWEEP_BATCH));
      let tip: number | undefined;
      for (const orderId of ids) {
        if (!timeLeft()) return report;
        const order = await this.deps.orders.findByOrderId(orderId);
        if (!order?.payment?.watched) continue;
        let observed: ObservedPayment[];
        try {
          tip ??= await this.deps.chain.tipHeight();
          observed = await this.observe(this.deps.chain, order.payment.address, tip);
        } catch (error) {
          if (!(error instanceof ChainUnavailableError)) throw error;
          report.chainUnavailable = true;
          this.deps.logger.warn({ reason: error.message }, 'chain API failed; sweep stopped');
          return report;
        }
        report.checked += 1;
        if (await this.apply(orderId, observed, order)) report.changed += 1;
      }
      return report;
    } finally {
      await lease.release();
    }
  }

  /**
   * Orders past their window that the chain is not asked about: awaiting payment (they
   * expire), and without a chain API also expired ones still marked watched (made while one
   * was configured: nobody watches them now).
   */
  private pastWindow(): Filter<OrderDocument> {
    const pastEnd = { 'payment.expiresAt': { $lte: this.now() } };
    if (this.deps.chain) {
      return { 'payment.state': 'awaiting_payment', 'payment.watched': false, ...pastEnd };
    }
    return {
      $or: [
        { 'payment.state': 'awaiting_payment' },
        { 'payment.state': 'expired', 'payment.watched': true },
      ],
      ...pastEnd,
    };
  }

  /**
   * An expired order older than the texts' payment window: no payment is expected any more
   * (after this last look, the order is no longer watched).
   */
  private pastHorizon(state: PaymentState, createdAt: Date): boolean {
    return state === 'expired' && createdAt.getTime() <= this.now().getTime() - PAYMENT_WINDOW_MS;
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

  /**
   * Applies the rules to the order as stored when the write happens; whether it changed.
   * `asRead`, the order read before the chain was asked, spares the write (and on FerretDB the
   * order's lock) when the rules change nothing, as in most sweeps.
   */
  private async apply(
    orderId: string,
    observed: ObservedPayment[] | null,
    asRead?: OrderDocument,
  ): Promise<boolean> {
    if (asRead && !this.plan(asRead, observed)) return false;
    return this.change(orderId, (order) => this.plan(order, observed));
  }

  /** The write the rules make of what the chain shows; null when nothing changes. */
  private plan(order: OrderDocument, observed: ObservedPayment[] | null): PlannedChange | null {
    const payment = order.payment;
    if (!payment) return null;
    const change = evaluatePayment({
      payment: {
        ...payment,
        reported:
          order.transactionHash && order.paymentTime
            ? { txid: order.transactionHash, at: order.paymentTime }
            : null,
      },
      observed,
      requiredConfirmations: this.deps.config.confirmations,
      now: this.now(),
      // A transaction sent just before the window's end is seen up to one sweep later.
      graceMs: this.deps.config.pollMs,
    });
    // Paid, or the operator's to look at, or past the horizon, or no chain API: the chain has
    // no more say.
    const watched =
      observed !== null &&
      payment.watched &&
      isWatchedState(change.state) &&
      !this.pastHorizon(change.state, order.createdAt);
    if (!change.changed && watched === payment.watched) return null;
    const { state, flag, receivedSats, paidAt, transactions } = change;
    return {
      fields: paymentChange(order, { state, flag, receivedSats, paidAt, transactions, watched }),
      history: change.events,
    };
  }

  /** A change that cannot be made now (the order is busy, or gone) waits for the next sweep. */
  private async change(
    orderId: string,
    decide: (order: OrderDocument) => PlannedChange | null,
  ): Promise<boolean> {
    try {
      return (await this.deps.service.changePayment(orderId, decide)).changed;
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

/** A fair order when a sweep cannot get through every order before its lease ends. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
