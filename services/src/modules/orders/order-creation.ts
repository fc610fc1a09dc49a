// A new order: priced by the service from the catalog (at the quote the buyer saw, while it
// holds), with its own payment address and an unguessable id the service makes, stored once
// per request key, and limited per client while orders await payment (open-order-slots.ts).
// All of it in one insert (new-order.ts).
import {
  ETHEREUM_CHAIN_IDS,
  type CreateOrderInput,
  type PaymentNetwork,
  type PaymentRail,
  type TokenRail,
} from '@minesite/shared/contract';
import { ConflictError, HttpError, ServiceUnavailableError } from '../../http/errors.js';
import type { AllocatedAddress } from '../payments/addresses.js';
import { MAINNET_USDT_CONTRACTS } from '../payments/rail-amounts.js';
import type { HeldQuotes } from './held-quotes.js';
import { createFingerprint, newOrderDocument, requestKeyOf } from './new-order.js';
import { orderBusy, requestConflict } from './order-errors.js';
import { newOrderId } from './order-id.js';
import { newOrdersInFlight } from './created-notices.js';
import { orderStored } from './order-outbox.js';
import type { OpenOrderSlots, SlotProbe } from './open-order-slots.js';
import {
  pricedRequestOf,
  toQuoteReply,
  type OrderQuoter,
  type PreparedQuote,
  type PricedRequest,
} from './quotes.js';
import { DuplicateOrderIdError, type OrdersRepository } from './repository.js';
import type { OrderDocument } from './order-document.js';

/** Attempts at an insert whose id was taken (a fresh id colliding, or a key's order given up). */
const GENERATED_ID_ATTEMPTS = 5;

/** Refusals a key's retry gets for what its own first try changed. */
const RETRY_REFUSALS = new Set(['too_many_open_orders', 'quote_expired']);

export interface CreateResult {
  order: OrderDocument;
  /** False when an identical earlier request had already created it. */
  created: boolean;
}

/** What placing an order needs besides the orders: prices, addresses and the payment rules. */
export interface CheckoutDeps {
  quoter: Pick<OrderQuoter, 'quoteAny'>;
  /**
   * Addresses on a rail (BTC when none is named; a rail not enabled is refused); one taken for
   * an order that was not stored is given back to be handed out.
   */
  addresses: {
    allocate(rail?: PaymentRail): Promise<AllocatedAddress>;
    giveBack?(allocated: AllocatedAddress): void;
    /** Refuses a rail the shop has not enabled (422 `rail_not_enabled`). */
    checkRail?(rail: PaymentRail): Promise<void>;
    /** The rails the shop takes now. */
    enabledRails?(): Promise<PaymentRail[]>;
  };
  /** The USDT rails whose chain the watcher asks (their orders are watched); absent: none. */
  watchedTokenRails?: readonly TokenRail[];
  /** Each USDT rail's token contract; absent: the main networks' USDT. */
  tokenContracts?: Record<TokenRail, string>;
  /** The chain id Ethereum payment links name (ETH_CHAIN_ID); absent: the network's. */
  ethChainId?: number | null;
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

export class OrderCreation {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly checkout: CheckoutDeps,
    private readonly now: () => Date,
  ) {}

  /**
   * The price of a choice or a cart's lines, held: an order naming the quote within its hold
   * pays exactly this.
   */
  async quote(request: PricedRequest, rail?: PaymentRail): Promise<PreparedQuote> {
    const { heldQuotes, quoter, quoteHoldMs } = this.checkout;
    if (rail) await this.checkout.addresses.checkRail?.(rail);
    return heldQuotes.hold(await quoter.quoteAny(request), quoteHoldMs);
  }

  /**
   * Saves a new pending order under an id the service makes (order-id.ts). With a `requestId`,
   * the same key with the same request returns the order its first try made, and the same key
   * with anything else is a conflict: the order carries the key's hash under a unique index, so
   * its own insert decides that the key's order is made once (no claim written before it).
   * `client` (the caller's address key) is limited to OPEN_ORDERS_PER_CLIENT open orders.
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

  /** The named quote while it holds for this choice or lines; else 409 with a fresh quote held. */
  private async pricedFor(input: CreateOrderInput): Promise<PreparedQuote> {
    const { heldQuotes, quoter } = this.checkout;
    const request = pricedRequestOf(input);
    if (!input.quoteId) return quoter.quoteAny(request);
    const held = await heldQuotes.take(input.quoteId, request, this.now());
    if (held) return held;
    const fresh = await this.quote(request);
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
    const checkout = this.checkout;
    const rail = input.rail ?? 'btc';
    await checkout.addresses.checkRail?.(rail);
    const prepared = await this.pricedFor(input);
    const tokenContract = rail === 'btc' ? null : tokenContractOf(checkout, rail);
    if (tokenContract && !prepared.quote.usdRate) throw usdRateUnavailable();
    const slots = this.slotProbe(client);
    const address = await checkout.addresses.allocate(rail);
    try {
      let keyChecked = false;
      for (let attempt = 1; ; attempt++) {
        const now = this.now();
        const orderId = newOrderId(now);
        const order = newOrderDocument(input, orderId, fingerprint, now, {
          prepared,
          address,
          rail,
          tokenContract,
          tokenChainId: tokenChainIdOf(checkout, rail, address.network),
          lifetimeMs: checkout.quoteLifetimeMs,
          monitoringMs: checkout.monitoringMs,
          watchesChain: watchesRail(checkout, rail),
          openSlot: slots?.current ?? orderId,
          requestKey,
        });
        // Behind this process's mark from before the insert: a crash right after it is covered.
        newOrdersInFlight.begin(order, this.orders.databaseName);
        await newOrdersInFlight.markWritten;
        try {
          const saved = await this.orders.insert(order);
          orderStored(saved);
          return { order: saved, created: true };
        } catch (error) {
          newOrdersInFlight.end(order._id);
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
    const { openSlots, quoteLifetimeMs } = this.checkout;
    if (!openSlots || !client) return null;
    const rules = {
      client,
      limit: openSlots.perClient,
      now: this.now(),
      windowMs: quoteLifetimeMs,
    };
    return openSlots.slots.probe(rules);
  }
}

/** Whether the chain watcher asks the chain of `rail` about its orders' addresses. */
export function watchesRail(checkout: CheckoutDeps, rail: PaymentRail): boolean {
  if (rail === 'btc') return checkout.watchesChain;
  return (checkout.watchedTokenRails ?? []).includes(rail);
}

/** The chain id an Ethereum order's payment link names; null on the other rails. */
export function tokenChainIdOf(
  checkout: CheckoutDeps,
  rail: PaymentRail,
  network: PaymentNetwork,
): number | null {
  if (rail !== 'usdt-ethereum') return null;
  return checkout.ethChainId ?? ETHEREUM_CHAIN_IDS[network];
}

/** The token a USDT rail's orders are paid in. */
export function tokenContractOf(checkout: CheckoutDeps, rail: TokenRail): string {
  return (checkout.tokenContracts ?? MAINNET_USDT_CONTRACTS)[rail];
}

/** A USDT order is priced in USD: without a fresh rate it cannot be placed (the BTC rail can). */
function usdRateUnavailable(): ServiceUnavailableError {
  return new ServiceUnavailableError('No fresh USD rate to price USDT with; try again shortly', {
    code: 'usd_rate_unavailable',
    headers: { 'Retry-After': '60' },
  });
}

/** A key's order made by an earlier try: answered when the request is the same, else 409. */
function madeBefore(order: OrderDocument, fingerprint: string): CreateResult {
  if (order.createFingerprint !== fingerprint) throw requestConflict();
  return { order, created: false };
}
