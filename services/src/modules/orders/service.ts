// The order rules. The service, not the browser, guards them: an order is priced by the service
// and gets its own payment address (order-creation.ts), a claimed or confirmed transaction is
// credited to one order only, statuses only move forward and only once paid, the operator
// resolves exceptions (accept, invalid: operator-rules.ts; refund: refund-rules.ts), and nothing
// with payment evidence is ever deleted (order-removal.ts). Every change is written safely
// against a concurrent one, with its notices in the order's outbox (order-writes.ts).
import {
  isRailTxid,
  type AdminOrderInput,
  type ConfirmPaymentInput,
  type CreateOrderInput,
  type InvalidOrderInput,
  type PaymentInput,
  type PaymentRail,
  type RefundAddressInput,
  type RefundOfferInput,
  type RefundSentInput,
} from '@minesite/shared/contract';
import { ConflictError } from '../../http/errors.js';
import type { MarketService } from '../market/service.js';
import { chainAmount } from '../payments/chain-amount.js';
import type { CreditedTransactions } from '../payments/credited-transactions.js';
import {
  checkClaim,
  claimChange,
  UNCHECKED_CLAIMS,
  type ClaimRules,
} from '../payments/payment-claim.js';
import {
  OrderCreation,
  tokenChainIdOf,
  tokenContractOf,
  watchesRail,
  type CheckoutDeps,
  type CreateResult,
} from './order-creation.js';
import { dueOnRail, railChange } from './rail-change.js';
import { malformedTxid, paymentAlreadySubmitted } from './order-errors.js';
import type { OrderLocks } from './order-locks.js';
import { paymentOf } from './order-payment.js';
import { OrderRemoval } from './order-removal.js';
import { OrderWrites, type PlannedChange, type WriteStrategy } from './order-writes.js';
import { acceptedPayment, invalidChange, operatorSave } from './operator-rules.js';
import { refundAddress } from './refund-address.js';
import { refundOffer, refundRequest, refundSent, type TodayRate } from './refund-rules.js';
import type { PreparedQuote, PricedRequest } from './quotes.js';
import type { OrdersRepository } from './repository.js';
import type { OrderDocument } from './order-document.js';
import type { StrayAddresses } from '../payments/stray-addresses.js';

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
  /** Where an address an order lets go of is kept watched (absent: tests of other rules). */
  strays?: Pick<StrayAddresses, 'release'>;
}

export class OrdersService {
  private readonly now: () => Date;
  private readonly claims: ClaimRules;
  private readonly writes: OrderWrites;
  private readonly removal: OrderRemoval;
  private readonly creation: OrderCreation | undefined;

  constructor(
    private readonly orders: OrdersRepository,
    locks: OrderLocks,
    strategy: () => Promise<WriteStrategy>,
    private readonly options: OrdersServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.claims = options.claims ?? UNCHECKED_CLAIMS;
    this.writes = new OrderWrites(orders, locks, strategy, this.now);
    this.removal = new OrderRemoval(orders, this.writes, this.now, {
      unpaidRetentionMs: options.unpaidRetentionMs,
      strays: options.strays,
    });
    this.creation = options.checkout && new OrderCreation(orders, options.checkout, this.now);
  }

  list(): Promise<OrderDocument[]> {
    return this.orders.listNewestFirst();
  }

  get(orderId: string): Promise<OrderDocument> {
    return this.writes.get(orderId);
  }

  /** The price of a choice or a cart's lines, held (order-creation.ts). */
  quote(request: PricedRequest, rail?: PaymentRail): Promise<PreparedQuote> {
    return this.created().quote(request, rail);
  }

  /** The rails buyers may pick now (BTC alone when the checkout does not say). */
  async enabledRails(): Promise<PaymentRail[]> {
    return (await this.checkoutDeps().addresses.enabledRails?.()) ?? ['btc'];
  }

  /** A new order, or the one an earlier try with its key made (order-creation.ts). */
  create(input: CreateOrderInput, client?: string): Promise<CreateResult> {
    return this.created().create(input, client);
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
    return this.writes.change(orderId, (current, now) => {
      if (current.transactionHash) throw paymentAlreadySubmitted(orderId);
      return claimChange(current, payment, verdict, this.claims, now);
    });
  }

  /**
   * A change of the payment worked out by `decide` from the order as stored at the write (the
   * chain watcher's): null from `decide` writes nothing. Safe against a concurrent change as
   * OrderWrites.change is. Whether it wrote, with the order as saved (or as read).
   */
  async changePayment(
    orderId: string,
    decide: (order: OrderDocument, now: Date) => PlannedChange | null,
  ): Promise<{ order: OrderDocument; changed: boolean }> {
    let changed = false;
    const order = await this.writes.change(orderId, (current, now) => {
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
    return this.writes.change(orderId, (order, now) => operatorSave(order, input, now, times));
  }

  /**
   * The operator accepts a payment (one the watcher cannot see, or one flagged): paid with what
   * was received. A named transaction is credited to this order (409 when it is another's).
   */
  async confirmPayment(orderId: string, input: ConfirmPaymentInput): Promise<OrderDocument> {
    let txAmountSats: number | null = null;
    if (input.txid) {
      const order = await this.get(orderId);
      const payment = paymentOf(order);
      const rail = payment.rail ?? 'btc';
      // Bitcoin's ids were never checked here; a token chain's must have its shape.
      if (rail !== 'btc' && !isRailTxid(rail, input.txid)) throw malformedTxid(rail, input.txid);
      await this.options.credits?.assertFree(input.txid, orderId);
      txAmountSats = await chainAmount(this.claims, input.txid, payment.address, rail);
      await this.options.credits?.credit(input.txid, payment.address, orderId, this.now());
    }
    return this.writes.change(orderId, (order, now) =>
      acceptedPayment(order, input, now, txAmountSats),
    );
  }

  /** The operator marks the order invalid, with the reason the buyer is shown. */
  markInvalid(orderId: string, input: InvalidOrderInput): Promise<OrderDocument> {
    return this.writes.change(orderId, (order, now) => invalidChange(order, input, now));
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
    return this.writes.change(orderId, (order, now) => refundOffer(order, input, now, today));
  }

  /** The buyer gives the address an offered refund goes to (checked for the order's network). */
  async requestRefund(orderId: string, input: RefundAddressInput): Promise<OrderDocument> {
    const order = await this.get(orderId);
    const payment = paymentOf(order);
    const address = refundAddress(input.address, payment.rail ?? 'btc', payment.network);
    return this.writes.change(orderId, (current, now) =>
      refundRequest(current, address, input.email, now),
    );
  }

  /**
   * The buyer pays the unpaid order on another rail (rail-change.ts): a new address on it,
   * taken only once the order is known to allow the change, given back when the write refuses.
   */
  async changeRail(orderId: string, rail: PaymentRail): Promise<OrderDocument> {
    const checkout = this.checkoutDeps();
    await checkout.addresses.checkRail?.(rail);
    const order = await this.get(orderId);
    if ((paymentOf(order).rail ?? 'btc') === rail) return order;
    dueOnRail(order, rail, this.now());
    const address = await checkout.addresses.allocate(rail);
    const terms = {
      rail,
      address,
      tokenContract: rail === 'btc' ? null : tokenContractOf(checkout, rail),
      tokenChainId: tokenChainIdOf(checkout, rail, address.network),
      watched: watchesRail(checkout, rail) && address.derivationIndex !== null,
    };
    // The address left stays watched (payments/stray-addresses.ts): kept before the change (a
    // crash in between loses nothing), and the one the write actually replaced after it.
    await this.options.strays?.release(order, 'rail_changed', this.now());
    let replaced = order;
    let changed: OrderDocument;
    try {
      changed = await this.writes.change(orderId, (current, now) => {
        replaced = current;
        return railChange(current, terms, now);
      });
    } catch (error) {
      checkout.addresses.giveBack?.(address);
      throw error;
    }
    if (replaced.payment?.address !== order.payment?.address) {
      await this.options.strays?.release(replaced, 'rail_changed', this.now());
    }
    return changed;
  }

  /** The operator records the refund's transaction: refunded. */
  recordRefund(orderId: string, input: RefundSentInput): Promise<OrderDocument> {
    return this.writes.change(orderId, (order, now) => refundSent(order, input, now));
  }

  /** Gives up an order nothing paid, named or touched; else 409 (order-removal.ts). */
  removeUnpaid(orderId: string): Promise<OrderDocument> {
    return this.removal.removeUnpaid(orderId);
  }

  /** Deletes unpaid orders past their retention (order-removal.ts); how many went. */
  purgeUnpaid(): Promise<number> {
    return this.removal.purgeUnpaid();
  }

  /** Deletes locks whose lease has ended (left by a crashed process). */
  sweepLocks(): Promise<number> {
    return this.writes.sweepLocks();
  }

  private created(): OrderCreation {
    if (!this.creation) throw new Error('this OrdersService was made without prices and addresses');
    return this.creation;
  }

  private checkoutDeps(): CheckoutDeps {
    const checkout = this.options.checkout;
    if (!checkout) throw new Error('this OrdersService was made without prices and addresses');
    return checkout;
  }
}
