// The order rules. The service, not the browser, guards them: an order is priced by the service
// from the catalog (at the quote the buyer saw, while it holds) and gets its own payment address
// and an unguessable id the service makes, creation is idempotent per request key and limited
// per client while orders await payment, a claimed or confirmed transaction is credited to one
// order only, statuses only move forward and only once paid, the operator resolves exceptions
// (accept, invalid, refund), and nothing with payment evidence is ever deleted. Every change
// writes its notices into the order's outbox in the same write (order-outbox.ts).
import type { Filter } from 'mongodb';
import {
  type AdminOrderInput,
  type ConfirmPaymentInput,
  type CreateOrderInput,
  type InvalidOrderInput,
  type PaymentInput,
  type PaymentNetwork,
  type RefundAddressInput,
  type RefundOfferInput,
  type RefundSentInput,
} from '@minesite/shared/contract';
import {
  ConflictError,
  HttpError,
  NotFoundError,
  ServiceUnavailableError,
  UnprocessableEntityError,
} from '../../http/errors.js';
import type { MarketService } from '../market/service.js';
import {
  parseFixedAddress,
  PaymentSetupError,
  type PaymentAddresses,
} from '../payments/addresses.js';
import { ChainUnavailableError, satsPaidTo } from '../payments/chain-client.js';
import type { CreditedTransactions } from '../payments/credited-transactions.js';
import {
  checkClaim,
  claimChange,
  UNCHECKED_CLAIMS,
  type ClaimRules,
} from '../payments/payment-claim.js';
import type { HeldQuotes } from './held-quotes.js';
import { createFingerprint, newOrderDocument, requestKeyOf } from './new-order.js';
import { deletionRefusal, isPurgeable, notDeletable, purgeCandidates } from './order-deletion.js';
import { newOrderId } from './order-id.js';
import { lockLost, type Lease, type OrderLocks } from './order-locks.js';
import { noticesOf, withFields } from './order-notices.js';
import { noticeEntry, outboxFilled } from './order-outbox.js';
import { paymentOf } from './order-payment.js';
import { holdsSlot, OPEN_STATES, type OpenOrderSlots, type SlotProbe } from './open-order-slots.js';
import {
  acceptedPayment,
  invalidChange,
  operatorSave,
  refundOffer,
  refundRequest,
  refundSent,
  type TodayRate,
} from './operator-rules.js';
import { toQuoteReply, type OrderQuoter, type PreparedQuote } from './quotes.js';
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

/** Orders the purge reads at a time. */
const SWEEP_BATCH = 200;

/** Attempts at an insert whose id was taken (a fresh id colliding, or a key's order given up). */
const GENERATED_ID_ATTEMPTS = 5;

/** Refusals a key's retry gets for what its own first try changed. */
const RETRY_REFUSALS = new Set(['too_many_open_orders', 'quote_expired']);

/** Tries of a change whose order changed between its read and its write. */
const CHANGE_ATTEMPTS = 5;

export interface CreateResult {
  order: OrderDocument;
  /** False when an identical earlier request had already created it. */
  created: boolean;
}

/** What placing an order needs besides the orders: prices, addresses and the payment rules. */
export interface CheckoutDeps {
  quoter: Pick<OrderQuoter, 'quote'>;
  /** Addresses; one taken for an order that was not stored is given back to be handed out. */
  addresses: Pick<PaymentAddresses, 'allocate'> & Partial<Pick<PaymentAddresses, 'giveBack'>>;
  /** How long a buyer has to pay from the quote (or from the operator's price). */
  quoteLifetimeMs: number;
  /** How long a quote's price holds for an order naming it. */
  quoteHoldMs: number;
  /** How long after the window an address is watched at every poll. */
  monitoringMs: number;
  /** Whether a chain API is configured: orders with their own address are then watched. */
  watchesChain: boolean;
  heldQuotes: Pick<HeldQuotes, 'hold' | 'take'>;
  /** Orders awaiting payment per client; absent: no limit (tests of other rules). */
  openSlots?: { slots: Pick<OpenOrderSlots, 'probe'>; perClient: number };
}

/** A change of one order, planned from the order as read. */
export interface PlannedChange {
  fields: OrderFields;
  history: OrderHistoryDocument[];
}

export interface OrdersServiceOptions {
  now?: () => Date;
  checkout?: CheckoutDeps;
  claims?: ClaimRules;
  /** One order per transaction (absent: not checked; tests of other rules). */
  credits?: Pick<CreditedTransactions, 'assertFree' | 'credit'>;
  /** Today's rate, for a refund at today's rate. */
  rates?: Pick<MarketService, 'btcRate'>;
  /** Retention of unpaid orders with nothing seen (the purge). */
  unpaidRetentionMs?: number;
}

export class OrdersService {
  private readonly now: () => Date;
  private readonly claims: ClaimRules;

  constructor(
    private readonly orders: OrdersRepository,
    private readonly locks: OrderLocks,
    private readonly strategy: () => Promise<WriteStrategy>,
    private readonly options: OrdersServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.claims = options.claims ?? UNCHECKED_CLAIMS;
  }

  list(): Promise<OrderDocument[]> {
    return this.orders.listNewestFirst();
  }

  async get(orderId: string): Promise<OrderDocument> {
    const order = await this.orders.findByOrderId(orderId);
    if (!order) throw orderNotFound(orderId);
    return order;
  }

  /**
   * The price of a choice, held: an order naming the quote within its hold pays exactly this.
   */
  async quote(choice: CreateOrderInput['choice']): Promise<PreparedQuote> {
    const checkout = this.checkoutDeps();
    return checkout.heldQuotes.hold(await checkout.quoter.quote(choice), checkout.quoteHoldMs);
  }

  /**
   * Saves a new pending order, priced from the catalog (at the named quote while it holds),
   * with its own payment address, under an id the service makes (order-id.ts). With a
   * `requestId`, the same key with the same request returns the order its first try made, and
   * the same key with anything else is a conflict: the order carries the key's hash under a
   * unique index, so its own insert decides that the key's order is made once (no claim
   * written before it). `client` (the caller's address key) is limited to
   * OPEN_ORDERS_PER_CLIENT open orders.
   */
  async create(input: CreateOrderInput, client?: string): Promise<CreateResult> {
    const fingerprint = createFingerprint(input);
    const requestKey = input.requestId ? requestKeyOf(input.requestId) : null;
    try {
      return await this.insertNew(input, fingerprint, client, requestKey);
    } catch (error) {
      // A retry refused for what its first try changed (the client's open orders now full, the
      // quote expired since) answers the order that try made, if it made one. Only then: on
      // FerretDB v1 a read by key reads the whole collection (repository.ts).
      if (!requestKey || !(error instanceof HttpError) || !RETRY_REFUSALS.has(error.code)) {
        throw error;
      }
      const made = await this.orders.findByRequestKey(requestKey);
      if (!made) throw error;
      return madeBefore(made, fingerprint);
    }
  }

  /** The named quote while it holds for this choice; else 409 with a fresh quote held. */
  private async pricedFor(input: CreateOrderInput): Promise<PreparedQuote> {
    const checkout = this.checkoutDeps();
    if (!input.quoteId) return checkout.quoter.quote(input.choice);
    const held = await checkout.heldQuotes.take(input.quoteId, input.choice, this.now());
    if (held) return held;
    const fresh = await this.quote(input.choice);
    throw new ConflictError(
      'The price you confirmed no longer holds; here is the current one to confirm again',
      {
        code: 'quote_expired',
        body: { quote: toQuoteReply(fresh.product, fresh.choice, fresh.quote) },
      },
    );
  }

  /**
   * Prices the order, takes its address and inserts it, holding one of the client's open-order
   * slots by that same insert. An insert refused on the key means another try made the key's
   * order: that order is answered, and the address taken here is given back.
   */
  private async insertNew(
    input: CreateOrderInput,
    fingerprint: string,
    client: string | undefined,
    requestKey: string | null,
  ): Promise<CreateResult> {
    const checkout = this.checkoutDeps();
    const prepared = await this.pricedFor(input);
    const slots = this.slotProbe(client);
    const address = await checkout.addresses.allocate();
    try {
      let keyChecked = false;
      for (let attempt = 1; ; attempt++) {
        const now = this.now();
        const orderId = newOrderId(now);
        const order = newOrderDocument(input, orderId, fingerprint, now, {
          prepared,
          address,
          lifetimeMs: checkout.quoteLifetimeMs,
          monitoringMs: checkout.monitoringMs,
          watchesChain: checkout.watchesChain,
          openSlot: slots?.current ?? orderId,
          requestKey,
        });
        try {
          const saved = await this.orders.insert(order);
          outboxFilled(saved);
          return { order: saved, created: true };
        } catch (error) {
          if (!(error instanceof DuplicateOrderIdError)) throw error;
          // Which unique field was taken: named by MongoDB; on FerretDB v1 the key is looked
          // for once (a read of every order there), then the slot is taken to be the one.
          const field = error.field;
          if (requestKey && (field === 'requestKey' || (!field && !keyChecked))) {
            keyChecked = true;
            const made = await this.orders.findByRequestKey(requestKey);
            if (made) {
              checkout.addresses.giveBack?.(address);
              return madeBefore(made, fingerprint);
            }
          }
          if (slots && (field === 'openSlot' || !field)) await slots.next();
          // Else the key's order was given up between the insert and the read, or a fresh id met
          // an existing one (36^20 ids per millisecond): try again, never a 500.
          else if (attempt >= GENERATED_ID_ATTEMPTS) throw orderBusy(orderId);
        }
      }
    } catch (error) {
      checkout.addresses.giveBack?.(address);
      throw error;
    }
  }

  /** The client's slots to try, or null when not limited (no client, or no limit set). */
  private slotProbe(client: string | undefined): SlotProbe | null {
    const { openSlots, quoteLifetimeMs } = this.checkoutDeps();
    if (!openSlots || !client) return null;
    const rules = {
      client,
      limit: openSlots.perClient,
      now: this.now(),
      windowMs: quoteLifetimeMs,
    };
    return openSlots.slots.probe(rules);
  }

  /**
   * Records the visitor's payment claim once (payments/payment-claim.ts): checked on the chain
   * when its API answers (422 when the chain contradicts it, the transaction recorded when it
   * pays the order), else kept as the buyer's word. A transaction credited to another order is
   * a 409. The status stays for the operator to move.
   */
  async submitPayment(orderId: string, payment: PaymentInput): Promise<OrderDocument> {
    // Looked up before anything is locked: an unknown id costs one read.
    const order = await this.get(orderId);
    if (order.transactionHash) throw paymentAlreadySubmitted(orderId);
    await this.options.credits?.assertFree(payment.transactionHash, orderId);
    // Asked before the write (and its lock): the chain may take seconds to answer.
    const verdict = await checkClaim(order, payment.transactionHash, this.claims);
    if (verdict && order.payment) {
      await this.options.credits?.credit(verdict.txid, order.payment.address, orderId, this.now());
    }
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
    // Only pricing an order needs the window's and the watching's lengths.
    const times = () => ({
      lifetimeMs: this.checkoutDeps().quoteLifetimeMs,
      monitoringMs: this.checkoutDeps().monitoringMs,
    });
    return this.changeOrder(orderId, (order, now) => operatorSave(order, input, now, times));
  }

  /**
   * The operator accepts a payment (one the watcher cannot see, or one flagged): paid with what
   * was received. A named transaction is credited to this order (409 when it is another's).
   */
  async confirmPayment(orderId: string, input: ConfirmPaymentInput): Promise<OrderDocument> {
    let txAmountSats: number | null = null;
    if (input.txid) {
      const order = await this.get(orderId);
      await this.options.credits?.assertFree(input.txid, orderId);
      txAmountSats = await this.chainAmount(input.txid, paymentOf(order).address);
      await this.options.credits?.credit(input.txid, paymentOf(order).address, orderId, this.now());
    }
    return this.changeOrder(orderId, (order, now) =>
      acceptedPayment(order, input, now, txAmountSats),
    );
  }

  /** What `txid` pays to `address` as the chain shows it; null when the chain cannot say. */
  private async chainAmount(txid: string, address: string): Promise<number | null> {
    const chain = this.claims.chain;
    if (!chain || !address) return null;
    try {
      const tx = await chain.transaction(txid.trim().toLowerCase());
      return tx ? satsPaidTo(tx, address) || null : null;
    } catch (error) {
      if (error instanceof ChainUnavailableError) return null;
      throw error;
    }
  }

  /** The operator marks the order invalid, with the reason the buyer is shown. */
  markInvalid(orderId: string, input: InvalidOrderInput): Promise<OrderDocument> {
    return this.changeOrder(orderId, (order, now) => invalidChange(order, input, now));
  }

  /** The operator offers a refund (the buyer then gives an address on the order page). */
  async offerRefund(orderId: string, input: RefundOfferInput): Promise<OrderDocument> {
    let today: TodayRate = null;
    if (input.basis === 'today') {
      const order = await this.get(orderId);
      const currency = order.quote?.currency;
      const rate =
        currency && this.options.rates ? await this.options.rates.btcRate(currency) : null;
      today = rate ? { price: rate.price, at: rate.at } : null;
    }
    return this.changeOrder(orderId, (order, now) => refundOffer(order, input, now, today));
  }

  /** The buyer gives the address an offered refund goes to (checked for the order's network). */
  async requestRefund(orderId: string, input: RefundAddressInput): Promise<OrderDocument> {
    const order = await this.get(orderId);
    const address = refundAddress(input.address, paymentOf(order).network);
    return this.changeOrder(orderId, (current, now) =>
      refundRequest(current, address, input.email, now),
    );
  }

  /** The operator records the refund's transaction: refunded. */
  recordRefund(orderId: string, input: RefundSentInput): Promise<OrderDocument> {
    return this.changeOrder(orderId, (order, now) => refundSent(order, input, now));
  }

  /**
   * Gives up an order: only one awaiting a price or a payment that nothing paid, nothing named
   * and the operator never touched (order-deletion.ts); anything else is 409 with the reason.
   */
  async removeUnpaid(orderId: string, attempt = 1): Promise<OrderDocument> {
    const order = await this.get(orderId);
    const refusal = deletionRefusal(order);
    if (refusal) throw notDeletable(order, refusal);
    if (await this.atomic()) {
      // The order exactly as checked: any change since (a payment seen) matches nothing.
      if (await this.orders.deleteWhere(orderId, { updatedAt: order.updatedAt })) return order;
      if (attempt === CHANGE_ATTEMPTS) throw orderBusy(orderId);
      return this.removeUnpaid(orderId, attempt + 1);
    }
    return this.locked(orderId, async (lease) => {
      const current = await this.get(orderId);
      const reason = deletionRefusal(current);
      if (reason) throw notDeletable(current, reason);
      await lease.confirm();
      if (!(await this.orders.deleteWhere(orderId, { lockToken: lease.token }))) {
        throw lockLost(orderId);
      }
      return current;
    });
  }

  /**
   * Deletes unpaid orders older than UNPAID_ORDER_RETENTION_DAYS that nothing ever paid or named
   * and the operator never touched; returns how many went. Safe on several replicas at once.
   */
  async purgeUnpaid(): Promise<number> {
    const retention = this.options.unpaidRetentionMs;
    if (retention === undefined) return 0;
    const now = this.now();
    const cutoff = new Date(now.getTime() - retention);
    const atomic = await this.atomic();
    let purged = 0;
    for (;;) {
      const ids = await this.orders.idsOldestFirst(purgeCandidates(cutoff), SWEEP_BATCH);
      let inBatch = 0;
      for (const orderId of ids) {
        const deleted = await this.purgeOne(orderId, cutoff, atomic).catch(() => false);
        if (deleted) inBatch += 1;
      }
      purged += inBatch;
      if (ids.length < SWEEP_BATCH || inBatch === 0) return purged;
    }
  }

  private async purgeOne(orderId: string, cutoff: Date, atomic: boolean): Promise<boolean> {
    if (atomic) {
      const order = await this.orders.findByOrderId(orderId);
      if (!order || !isPurgeable(order, cutoff)) return false;
      return this.orders.deleteWhere(orderId, { updatedAt: order.updatedAt });
    }
    return this.locked(orderId, async (lease) => {
      const order = await this.orders.findByOrderId(orderId);
      if (!order || !isPurgeable(order, cutoff)) return false;
      await lease.confirm();
      return this.orders.deleteWhere(orderId, { lockToken: lease.token });
    });
  }

  /** Deletes locks whose lease has ended (left by a crashed process). */
  sweepLocks(): Promise<number> {
    return this.locks.sweep();
  }

  private checkout(): CheckoutDeps | undefined {
    return this.options.checkout;
  }

  private checkoutDeps(): CheckoutDeps {
    const checkout = this.options.checkout;
    if (!checkout) throw new Error('this OrdersService was made without prices and addresses');
    return checkout;
  }

  /**
   * Applies `plan` to the order as read, safely against a concurrent change: on MongoDB the
   * write matches only the order as read (else it is read and planned again); on FerretDB it
   * runs under the order's lock. The change's notices go into the order's outbox by the same
   * write, and so does an order's slot once the change leaves the open states.
   */
  private async changeOrder(
    orderId: string,
    plan: (order: OrderDocument, now: Date) => PlannedChange | null,
  ): Promise<OrderDocument> {
    const written: { before?: OrderDocument } = {};
    const saved = await this.writeChange(orderId, (order, now) => {
      const planned = plan(order, now);
      written.before = planned ? order : undefined;
      return planned && withSlotGivenBack(order, planned);
    });
    const before = written.before;
    if (before && saved !== before && (saved.outbox ?? []).length > 0) outboxFilled(saved);
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
        const asRead = { updatedAt: order.updatedAt };
        const saved = await this.write(orderId, asRead, order, planned, now);
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
      await lease.confirm();
      const saved = await this.write(orderId, { lockToken: lease.token }, current, planned, now);
      return saved ?? throwLockLost(orderId);
    });
  }

  /** The planned write, with the notices it gives in the order's outbox. */
  private write(
    orderId: string,
    condition: Filter<OrderDocument>,
    before: OrderDocument,
    { fields, history }: PlannedChange,
    now: Date,
  ): Promise<OrderDocument | null> {
    const after = withFields(before, fields);
    const outbox = noticesOf(before, after).map((notice) => noticeEntry(notice, after, now));
    return this.orders.updateWhere(orderId, condition, fields, now, history, outbox);
  }

  /** Whether the database applies conditional writes atomically (MongoDB), or locks are needed. */
  private async atomic(): Promise<boolean> {
    return (await this.strategy()) === 'atomic';
  }

  private locked<T>(orderId: string, work: (lease: Lease) => Promise<T>): Promise<T> {
    return this.locks.run(orderId, (token) => this.orders.stampLock(orderId, token), work);
  }
}

/** A buyer's refund address, checked (checksum, network) like the shop's own. */
function refundAddress(text: string, network: PaymentNetwork): string {
  try {
    return parseFixedAddress(text, network, 'address');
  } catch (error) {
    if (!(error instanceof PaymentSetupError)) throw error;
    throw new UnprocessableEntityError(
      `The refund address is not a valid ${network} Bitcoin address (format or checksum)`,
      { code: 'refund_address_invalid' },
    );
  }
}

function paymentAlreadySubmitted(orderId: string) {
  return new ConflictError(`A payment was already submitted for order ${orderId}`, {
    code: 'payment_already_submitted',
  });
}

/** A key's order made by an earlier try: answered when the request is the same, else 409. */
/** `planned`, giving the order's slot back when it leaves the open states. */
function withSlotGivenBack(order: OrderDocument, planned: PlannedChange): PlannedChange {
  if (!holdsSlot(order)) return planned;
  const fields = planned.fields as Record<string, unknown>;
  const payment = fields.payment as { state?: string } | undefined;
  const state = fields['payment.state'] ?? payment?.state ?? order.payment?.state;
  if (typeof state === 'string' && OPEN_STATES.has(state)) return planned;
  return { ...planned, fields: { ...planned.fields, openSlot: order._id } };
}

function madeBefore(order: OrderDocument, fingerprint: string): CreateResult {
  if (order.createFingerprint !== fingerprint) throw requestConflict();
  return { order, created: false };
}

function requestConflict() {
  return new ConflictError('This requestId was already used for an order with other details', {
    code: 'order_request_conflict',
  });
}

function orderBusy(orderId: string) {
  return new ServiceUnavailableError(`Order ${orderId} is busy, please try again`, {
    code: 'order_busy',
    headers: { 'Retry-After': '1' },
  });
}

function throwLockLost(orderId: string): never {
  throw lockLost(orderId);
}

function orderNotFound(orderId: string) {
  return new NotFoundError(`Order ${orderId} not found`, { code: 'order_not_found' });
}
