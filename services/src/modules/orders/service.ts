// The order rules. The service, not the browser, guards them: an order is priced by the service
// from the catalog and gets its own payment address and an unguessable id the service makes,
// creation is idempotent per request key, a payment is recorded once, statuses only move forward
// and only once paid, a visitor can only give up an unpaid pending order, and unpaid pending
// orders expire after the payment window.
import { createHash } from 'node:crypto';
import type { Filter } from 'mongodb';
import {
  type AdminOrderInput,
  type ConfirmPaymentInput,
  type CreateOrderInput,
  type OrderStatus,
  type PaymentInput,
  type PaymentState,
} from '@minesite/shared/contract';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../http/errors.js';
import type { OrderEvents } from '../notifications/order-notifications.js';
import type { AllocatedAddress, PaymentAddresses } from '../payments/addresses.js';
import {
  checkClaim,
  claimChange,
  UNCHECKED_CLAIMS,
  type ClaimRules,
} from '../payments/payment-claim.js';
import { newOrderId } from './order-id.js';
import { lockLost, type Lease, type OrderLocks } from './order-locks.js';
import type { OrderRequests } from './order-requests.js';
import { btcText, paymentChange, paymentOf, toBtc, toSats } from './order-payment.js';
import { canMoveStatus } from './order-status.js';
import type { OrderQuoter, PreparedQuote } from './quotes.js';
import {
  DuplicateOrderIdError,
  type OrderDocument,
  type OrderFields,
  type OrderHistoryDocument,
  type OrdersRepository,
} from './repository.js';

/**
 * How the rules of a change are made safe against a concurrent one: `atomic`, a conditional
 * update or delete (MongoDB applies it atomically); `locked`, the per-order lock (FerretDB,
 * whose conditional writes are not atomic).
 */
export type WriteStrategy = 'atomic' | 'locked';

/** The payment window the texts state (spec section 9); unpaid pending orders expire after it. */
export const PAYMENT_WINDOW_MS = 6 * 60 * 60 * 1000;

/** Orders the expiry sweep reads at a time. */
const SWEEP_BATCH = 200;

/** Attempts at an insert whose id was taken (a fresh id colliding, or a key's order given up). */
const GENERATED_ID_ATTEMPTS = 5;

/** Tries of an operator's change whose order changed between its read and its write. */
const CHANGE_ATTEMPTS = 5;

export interface CreateResult {
  order: OrderDocument;
  /** False when an identical earlier request had already created it. */
  created: boolean;
}

/** What placing an order needs besides the orders: prices, addresses and the payment rules. */
export interface CheckoutDeps {
  quoter: Pick<OrderQuoter, 'quote'>;
  addresses: Pick<PaymentAddresses, 'allocate'>;
  /** How long a buyer has to pay from the quote (or from the operator's price). */
  quoteLifetimeMs: number;
  /** Whether a chain API is configured: orders with their own address are then watched. */
  watchesChain: boolean;
  /** The creates' idempotency keys and the orders they stand for. */
  requests: Pick<OrderRequests, 'claim'>;
}

/** A change of one order, planned from the order as read. */
export interface PlannedChange {
  fields: OrderFields;
  history: OrderHistoryDocument[];
}

export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly locks: OrderLocks,
    private readonly strategy: () => Promise<WriteStrategy>,
    private readonly now: () => Date = () => new Date(),
    private readonly checkout?: CheckoutDeps,
    private readonly claims: ClaimRules = UNCHECKED_CLAIMS,
    /** Told of each new order and saved change (the e-mails); never fails the request. */
    private readonly events?: OrderEvents,
  ) {}

  list(): Promise<OrderDocument[]> {
    return this.orders.listNewestFirst();
  }

  async get(orderId: string): Promise<OrderDocument> {
    const order = await this.orders.findByOrderId(orderId);
    if (!order) throw orderNotFound(orderId);
    return order;
  }

  /** The price of a choice, as the checkout shows it before the buyer confirms. */
  quote(choice: CreateOrderInput['choice']): Promise<PreparedQuote> {
    return this.checkoutDeps().quoter.quote(choice);
  }

  /**
   * Saves a new pending order, priced from the catalog, with its own payment address, under an
   * id the service makes (order-id.ts). With a `requestId`, the same key with the same request
   * returns the order its first try made (without a new quote or address), and the same key
   * with anything else is a conflict (order-requests.ts).
   */
  async create(input: CreateOrderInput): Promise<CreateResult> {
    const fingerprint = createFingerprint(input);
    if (!input.requestId) return this.insertNew(input, fingerprint);
    const now = this.now();
    const request = await this.checkoutDeps().requests.claim(input.requestId, {
      orderId: newOrderId(now),
      fingerprint,
      createdAt: now,
    });
    if (request.fingerprint !== fingerprint) throw requestConflict();
    const existing = await this.orders.findByOrderId(request.orderId);
    if (existing) return { order: existing, created: false };
    // The key's first try has not made its order yet (it failed, or is still under way; or the
    // order was given up since): made here, under the key's id. Of two tries at once, the
    // unique id lets one insert; the other answers that order.
    return this.insertNew(input, fingerprint, request.orderId);
  }

  /** Prices the order, reserves its address and inserts it, under `claimedId` or a fresh id. */
  private async insertNew(
    input: CreateOrderInput,
    fingerprint: string,
    claimedId?: string,
  ): Promise<CreateResult> {
    const checkout = this.checkoutDeps();
    const prepared = await checkout.quoter.quote(input.choice);
    const address = await checkout.addresses.allocate();
    for (let attempt = 1; ; attempt++) {
      const now = this.now();
      const order = newOrderDocument(input, claimedId ?? newOrderId(now), fingerprint, now, {
        prepared,
        address,
        checkout,
      });
      try {
        const saved = await this.orders.insert(order);
        await this.events?.created(saved);
        return { order: saved, created: true };
      } catch (error) {
        if (!(error instanceof DuplicateOrderIdError)) throw error;
        // A fresh id met an existing one (36^20 ids per millisecond): another id.
        if (!claimedId) {
          if (attempt < GENERATED_ID_ATTEMPTS) continue;
          throw error;
        }
        const existing = await this.orders.findByOrderId(claimedId);
        if (existing) return { order: existing, created: false };
        // Gone between the insert and the read (given up): try the insert again.
        if (attempt < GENERATED_ID_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * Records the visitor's payment once (payments/payment-claim.ts): checked on the chain when
   * its API answers (422 when the chain contradicts it, the transaction recorded when it pays
   * the order), else kept as the buyer's word. The status stays for the operator to move.
   */
  async submitPayment(orderId: string, payment: PaymentInput): Promise<OrderDocument> {
    // Looked up before anything is locked: an unknown id costs one read.
    const order = await this.get(orderId);
    if (order.transactionHash) throw paymentAlreadySubmitted(orderId);
    // Asked before the write (and its lock): the chain may take seconds to answer.
    const verdict = await checkClaim(order, payment.transactionHash, this.claims);
    return this.changeOrder(orderId, (current, now) => {
      if (current.transactionHash) throw paymentAlreadySubmitted(orderId);
      return claimChange(current, payment, verdict, this.claims, now);
    });
  }

  /**
   * A change of the payment worked out by `decide` from the order as stored at the write (the
   * chain watcher's): null from `decide` writes nothing. Safe against a concurrent change as
   * changeOrder is. Whether it wrote, with the order as saved (or as read).
   */
  async changePayment(
    orderId: string,
    decide: (order: OrderDocument, now: Date) => PlannedChange | null,
  ): Promise<{ order: OrderDocument; changed: boolean }> {
    let changed = false;
    const order = await this.changeOrder(orderId, (current, now) => {
      const planned = decide(current, now);
      changed = planned !== null;
      return planned;
    });
    return { order, changed };
  }

  /**
   * The operator's save (the admin form): the QR image; the BTC amount of an order awaiting a
   * price, which starts its payment window; the status, which moves on only once the payment
   * is paid (without one, a paid pending order moves to processing). The buyer's terms, the
   * quote and the address are left as stored.
   */
  async updateByOperator(orderId: string, input: AdminOrderInput): Promise<OrderDocument> {
    if (input.orderId !== undefined && input.orderId !== orderId) {
      throw new ConflictError(`The body is for order ${input.orderId}, not ${orderId}`, {
        code: 'order_id_mismatch',
      });
    }
    // Only pricing an order needs the payment window's length.
    const lifetimeMs = () => this.checkoutDeps().quoteLifetimeMs;
    return this.changeOrder(orderId, (order, now) => operatorSave(order, input, now, lifetimeMs));
  }

  /** The operator confirms a payment the watcher cannot see (or settles a flagged one). */
  async confirmPayment(orderId: string, input: ConfirmPaymentInput): Promise<OrderDocument> {
    return this.changeOrder(orderId, (order, now) => confirmedPayment(order, input, now));
  }

  /** A visitor gives up an order: only while it is pending and no payment was submitted. */
  async removeUnpaid(orderId: string): Promise<void> {
    assertDeletable(await this.get(orderId));
    if (await this.atomic()) {
      const deleted = await this.orders.deleteWhere(orderId, {
        status: 'pending',
        transactionHash: '',
      });
      if (!deleted) await this.explain(orderId, (_id, order) => notDeletable(order));
      return;
    }
    await this.locked(orderId, async (lease) => {
      assertDeletable(await this.get(orderId));
      await lease.confirm();
      if (!(await this.orders.deleteWhere(orderId, { lockToken: lease.token }))) {
        throw lockLost(orderId);
      }
    });
  }

  /**
   * Deletes pending orders older than the payment window (6 hours) with nothing paid or
   * claimed, once nothing more is expected (see expirable); returns how many went. A payment or
   * claim arriving meanwhile wins. Safe to run on several replicas at once.
   */
  async expireUnpaid(): Promise<number> {
    const now = this.now();
    const cutoff = new Date(now.getTime() - PAYMENT_WINDOW_MS);
    const unpaid = expirable(cutoff, now);
    const atomic = await this.atomic();
    let expired = 0;
    for (;;) {
      const ids = await this.orders.idsOldestFirst(unpaid, SWEEP_BATCH);
      let deletedInBatch = 0;
      for (const orderId of ids) {
        const deleted = atomic
          ? await this.orders.deleteWhere(orderId, unpaid)
          : await this.locked(orderId, async (lease) => {
              const order = await this.orders.findByOrderId(orderId);
              if (!order || !isExpirable(order, cutoff, now)) return false;
              await lease.confirm();
              return this.orders.deleteWhere(orderId, { lockToken: lease.token });
            }).catch(() => false); // busy: the next sweep gets it
        if (deleted) deletedInBatch += 1;
      }
      expired += deletedInBatch;
      if (ids.length < SWEEP_BATCH || deletedInBatch === 0) return expired;
    }
  }

  /** Deletes locks whose lease has ended (left by a crashed process). */
  sweepLocks(): Promise<number> {
    return this.locks.sweep();
  }

  private checkoutDeps(): CheckoutDeps {
    if (!this.checkout) throw new Error('this OrdersService was made without prices and addresses');
    return this.checkout;
  }

  /**
   * Applies `plan` to the order as read, safely against a concurrent change: on MongoDB the
   * write matches only the order as read (else it is read and planned again); on FerretDB it
   * runs under the order's lock.
   */
  private async changeOrder(
    orderId: string,
    plan: (order: OrderDocument, now: Date) => PlannedChange | null,
  ): Promise<OrderDocument> {
    // The order as read for the write that was made (none when the plan wrote nothing).
    const written: { before?: OrderDocument } = {};
    const saved = await this.writeChange(orderId, (order, now) => {
      const planned = plan(order, now);
      written.before = planned ? order : undefined;
      return planned;
    });
    if (written.before && saved !== written.before)
      await this.events?.changed(written.before, saved);
    return saved;
  }

  private async writeChange(
    orderId: string,
    plan: (order: OrderDocument, now: Date) => PlannedChange | null,
  ): Promise<OrderDocument> {
    // Looked up before anything is locked: an unknown id costs one read.
    let order = await this.get(orderId);
    if (await this.atomic()) {
      for (let attempt = 1; ; attempt++) {
        const now = this.now();
        const planned = plan(order, now);
        if (!planned) return order; // nothing to write
        const { fields, history } = planned;
        const asRead = { updatedAt: order.updatedAt };
        const saved = await this.orders.updateWhere(orderId, asRead, fields, now, history);
        if (saved) return saved;
        if (attempt === CHANGE_ATTEMPTS) throw orderBusy(orderId);
        order = await this.get(orderId);
      }
    }
    return this.locked(orderId, async (lease) => {
      const current = await this.get(orderId);
      const now = this.now();
      const planned = plan(current, now);
      if (!planned) return current; // nothing to write
      const { fields, history } = planned;
      await lease.confirm();
      const saved = await this.orders.updateWhere(
        orderId,
        { lockToken: lease.token },
        fields,
        now,
        history,
      );
      return saved ?? throwLockLost(orderId);
    });
  }

  /** Whether the database applies conditional writes atomically (MongoDB), or locks are needed. */
  private async atomic(): Promise<boolean> {
    return (await this.strategy()) === 'atomic';
  }

  private locked<T>(orderId: string, work: (lease: Lease) => Promise<T>): Promise<T> {
    return this.locks.run(orderId, (token) => this.orders.stampLock(orderId, token), work);
  }

  /** Why a conditional write matched nothing: the order is gone (404), or the rule refused it. */
  private async explain(
    orderId: string,
    refusal: (orderId: string, order: OrderDocument) => Error,
  ): Promise<never> {
    throw refusal(orderId, await this.get(orderId));
  }
}

function paymentAlreadySubmitted(orderId: string) {
  return new ConflictError(`A payment was already submitted for order ${orderId}`, {
    code: 'payment_already_submitted',
  });
}

function requestConflict() {
  return new ConflictError('This requestId was already used for an order with other details', {
    code: 'order_request_conflict',
  });
}

function operatorSave(
  order: OrderDocument,
  input: AdminOrderInput,
  now: Date,
  lifetimeMs: () => number,
): PlannedChange {
  const payment = paymentOf(order);
  const fields: Record<string, unknown> = { qrcode: input.qrcode };
  const history: OrderHistoryDocument[] = [];
  let state = payment.state;
  if (state === 'awaiting_price' && input.totalAmount > 0) {
    const dueSats = toSats(input.totalAmount);
    state = 'awaiting_payment';
    Object.assign(
      fields,
      { totalAmount: toBtc(dueSats) },
      paymentChange(order, {
        state,
        dueSats,
        expiresAt: new Date(now.getTime() + lifetimeMs()),
      }),
    );
    history.push({ at: now, event: 'priced', by: 'operator', detail: btcText(dueSats) });
  }
  const target =
    input.status ?? (state === 'paid' && order.status === 'pending' ? 'processing' : order.status);
  if (target !== order.status) {
    if (state !== 'paid') throw paymentNotSettled(order.orderId, state);
    if (target === 'pending' || !canMoveStatus(order.status, target)) {
      throw invalidTransition(order.orderId, order.status, target);
    }
    fields.status = target;
    history.push({ at: now, event: target, by: 'operator', detail: '' });
  }
  return { fields: fields as OrderFields, history };
}

function confirmedPayment(
  order: OrderDocument,
  input: ConfirmPaymentInput,
  now: Date,
): PlannedChange {
  const payment = paymentOf(order);
  if (payment.state === 'paid') {
    throw new ConflictError(`The payment of order ${order.orderId} is already paid`, {
      code: 'payment_already_paid',
    });
  }
  const receivedSats =
    input.receivedBtc !== undefined
      ? toSats(input.receivedBtc)
      : Math.max(payment.dueSats, payment.receivedSats);
  const listed = payment.transactions.reduce((sum, tx) => sum + tx.amountSats, 0);
  const transactions =
    input.txid && !payment.transactions.some((tx) => tx.txid === input.txid)
      ? [
          ...payment.transactions,
          {
            txid: input.txid,
            amountSats: Math.max(0, receivedSats - listed),
            confirmations: 0,
            seenAt: now,
          },
        ]
      : payment.transactions;
  const detail = [
    btcText(receivedSats),
    input.txid ? `in ${input.txid.slice(0, 16)}` : '',
    input.note ? `(${input.note})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    fields: paymentChange(order, {
      state: 'paid',
      flag: null,
      receivedSats,
      paidAt: now,
      transactions,
      // Settled: the chain has no more say.
      watched: false,
    }),
    history: [{ at: now, event: 'payment_confirmed', by: 'operator', detail }],
  };
}

function paymentNotSettled(orderId: string, state: PaymentState) {
  return new ConflictError(
    `Order ${orderId} cannot move on before its payment is paid (the payment is ${state.replace('_', ' ')})`,
    { code: 'payment_not_settled' },
  );
}

function orderBusy(orderId: string) {
  return new ServiceUnavailableError(`Order ${orderId} is busy, please try again`, {
    code: 'order_busy',
    headers: { 'Retry-After': '1' },
  });
}

function invalidTransition(orderId: string, from: OrderStatus, to: OrderStatus) {
  return new ConflictError(`Order ${orderId} cannot move from ${from} to ${to}`, {
    code: 'invalid_status_transition',
  });
}

function assertDeletable(order: OrderDocument): void {
  if (order.transactionHash || order.status !== 'pending') throw notDeletable(order);
}

function notDeletable(order: OrderDocument) {
  const reason = order.transactionHash
    ? 'a payment was submitted for it'
    : `it is ${order.status}, not pending`;
  return new ConflictError(`Order ${order.orderId} cannot be deleted: ${reason}`, {
    code: 'order_not_deletable',
  });
}

function throwLockLost(orderId: string): never {
  throw lockLost(orderId);
}

/**
 * Pending orders created before `cutoff` with nothing paid or claimed, once nothing more is
 * expected: awaiting a price (the spec's unpaid order), or past their window and no longer
 * watched (the chain watcher has had its last look, payments/chain-watcher.ts). An order whose
 * window the operator's price opened late keeps it to its end.
 */
function expirable(cutoff: Date, now: Date): Filter<OrderDocument> {
  const nothingPaid = { 'payment.transactions': { $size: 0 }, 'payment.claim': '' };
  return {
    status: 'pending',
    transactionHash: '',
    createdAt: { $lt: cutoff },
    $or: [
      // Made before payments were tracked.
      { payment: { $exists: false } },
      { 'payment.state': 'awaiting_price', ...nothingPaid },
      {
        'payment.state': { $in: ['awaiting_payment', 'expired'] },
        'payment.watched': false,
        'payment.expiresAt': { $lte: now },
        ...nothingPaid,
      },
    ],
  };
}

/** expirable, read on one order (the check under the lock). */
function isExpirable(order: OrderDocument, cutoff: Date, now: Date): boolean {
  if (order.status !== 'pending' || order.transactionHash || order.createdAt >= cutoff) {
    return false;
  }
  const payment = order.payment;
  if (!payment) return true;
  if (payment.transactions.length > 0 || payment.claim !== '') return false;
  if (payment.state === 'awaiting_price') return true;
  return (
    (payment.state === 'awaiting_payment' || payment.state === 'expired') &&
    !payment.watched &&
    payment.expiresAt !== null &&
    payment.expiresAt <= now
  );
}

function newOrderDocument(
  input: CreateOrderInput,
  orderId: string,
  createFingerprint: string,
  now: Date,
  {
    prepared,
    address,
    checkout,
  }: {
    prepared: PreparedQuote;
    address: AllocatedAddress;
    checkout: CheckoutDeps;
  },
): OrderDocument {
  const { quote } = prepared;
  const priced = quote.btcRate !== null;
  const history: OrderHistoryDocument[] = [
    { at: now, event: 'created', by: 'buyer', detail: priced ? btcText(prepared.dueSats) : '' },
  ];
  if (!priced) {
    const detail = `no fresh BTC rate in ${quote.currency}`;
    history.push({ at: now, event: 'awaiting_price', by: 'service', detail });
  }
  return {
    _id: orderId,
    orderId,
    product: prepared.product,
    choice: prepared.choice,
    quote,
    payment: {
      state: priced ? 'awaiting_payment' : 'awaiting_price',
      flag: null,
      address: address.address,
      network: address.network,
      derivationIndex: address.derivationIndex,
      dueSats: prepared.dueSats,
      receivedSats: 0,
      // The window runs from the quote; an order awaiting a price starts it when priced.
      expiresAt: priced ? new Date(quote.quotedAt.getTime() + checkout.quoteLifetimeMs) : null,
      paidAt: null,
      transactions: [],
      claim: '',
      watched: checkout.watchesChain && address.derivationIndex !== null,
    },
    history,
    productInfo: prepared.productInfo,
    deliveryAddress: input.deliveryAddress,
    selectedPool: input.selectedPool ?? '',
    paymentMethod: input.paymentMethod ?? '',
    orderTime: input.orderTime ?? now.toISOString(),
    status: 'pending',
    totalAmount: toBtc(prepared.dueSats),
    unitPrice: prepared.unitPrice,
    quantity: prepared.quantity,
    sellerAddress: address.address,
    qrcode: '',
    transactionHash: '',
    buyerEmail: '',
    paymentTime: null,
    ...(input.locale ? { locale: input.locale } : {}),
    createFingerprint,
    createdAt: now,
    updatedAt: now,
  };
}

/** The request as parsed (defaults applied), with object keys sorted so order does not matter. */
function createFingerprint(input: CreateOrderInput): string {
  const { requestId: _key, status: _status, locale: _locale, ...request } = input;
  return createHash('sha256').update(stableJson(request)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function orderNotFound(orderId: string) {
  return new NotFoundError(`Order ${orderId} not found`, { code: 'order_not_found' });
}
