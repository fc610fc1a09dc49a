// A new order's document: the priced choice (from a held quote or priced now), its own payment
// address, the window and how long the address is watched closely, its create's idempotency
// key, all in the one insert (its notice is handed over without an entry: created-notices.ts).
import { createHash } from 'node:crypto';
import type { CreateOrderInput, PaymentRail } from '@minesite/shared/contract';
import type { AllocatedAddress } from '../payments/addresses.js';
import { railAmountText, toUsdtUnits } from '../payments/rail-amounts.js';
import { toBtc } from './order-payment.js';
import type { PreparedQuote } from './quotes.js';
import type { OrderDocument, OrderHistoryDocument } from './order-document.js';
import { stableJson } from './stable-json.js';

export interface NewOrderTerms {
  prepared: PreparedQuote;
  address: AllocatedAddress;
  /** How the order is paid; on a USDT rail, the token's contract. */
  rail: PaymentRail;
  tokenContract: string | null;
  /** On Ethereum, the chain id its payment link names; null on the other rails. */
  tokenChainId: number | null;
  /** How long a buyer has to pay from the quote. */
  lifetimeMs: number;
  /** How long after the window the address is watched at every poll. */
  monitoringMs: number;
  /** Whether the rail's chain API is configured (orders with their own address are then watched). */
  watchesChain: boolean;
  /** The client's open-order slot (open-order-slots.ts), else the order's id. */
  openSlot: string;
  /** The create's key (requestKeyOf), or null without one: the order's id stands in. */
  requestKey: string | null;
}

export function newOrderDocument(
  input: CreateOrderInput,
  orderId: string,
  fingerprint: string,
  now: Date,
  terms: NewOrderTerms,
): OrderDocument {
  const { prepared, address, rail } = terms;
  const { quote } = prepared;
  // A USDT rail is only taken with a USD rate (order-creation.ts): its orders are always priced.
  const btc = rail === 'btc';
  const priced = btc ? quote.btcRate !== null : Boolean(quote.usdRate);
  const due = btc ? prepared.dueSats : toUsdtUnits(quote.amountUsdt ?? 0);
  const history: OrderHistoryDocument[] = [
    { at: now, event: 'created', by: 'buyer', detail: priced ? railAmountText(rail, due) : '' },
  ];
  if (!priced) {
    const detail = `no fresh BTC rate in ${quote.currency}`;
    history.push({ at: now, event: 'awaiting_price', by: 'service', detail });
  }
  // The window runs from the quote; an order awaiting a price starts it when priced.
  const expiresAt = priced ? new Date(quote.quotedAt.getTime() + terms.lifetimeMs) : null;
  return {
    _id: orderId,
    orderId,
    product: prepared.product,
    choice: prepared.choice,
    quote,
    payment: {
      rail,
      ...(terms.tokenContract ? { tokenContract: terms.tokenContract } : {}),
      ...(terms.tokenChainId ? { tokenChainId: terms.tokenChainId } : {}),
      state: priced ? 'awaiting_payment' : 'awaiting_price',
      flag: null,
      address: address.address,
      network: address.network,
      derivationIndex: address.derivationIndex,
      dueSats: due,
      receivedSats: 0,
      expiresAt,
      paidAt: null,
      transactions: [],
      claim: '',
      watched: terms.watchesChain && address.derivationIndex !== null,
      monitorUntil: expiresAt ? new Date(expiresAt.getTime() + terms.monitoringMs) : null,
      nextCheckAt: null,
      settled: false,
      invalidReason: '',
      refund: null,
    },
    history,
    productInfo: prepared.productInfo,
    deliveryAddress: input.deliveryAddress,
    selectedPool: input.selectedPool ?? '',
    paymentMethod: input.paymentMethod ?? '',
    orderTime: input.orderTime ?? now.toISOString(),
    status: 'pending',
    totalAmount: btc ? toBtc(due) : 0,
    unitPrice: prepared.unitPrice,
    quantity: prepared.quantity,
    sellerAddress: address.address,
    qrcode: '',
    transactionHash: '',
    buyerEmail: input.email ?? '',
    paymentTime: null,
    ...(input.locale ? { locale: input.locale } : {}),
    createFingerprint: fingerprint,
    requestKey: terms.requestKey ?? orderId,
    openSlot: terms.openSlot,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The stored form of a create's `requestId`: a hash (the key is the client's; the order keeps
 * no copy of it). 43 characters, so it never equals an order id standing in for a missing key.
 */
export function requestKeyOf(requestId: string): string {
  return createHash('sha256').update(requestId).digest('base64url');
}

/** The request as parsed (defaults applied), with object keys sorted so order does not matter. */
export function createFingerprint(input: CreateOrderInput): string {
  const { requestId: _key, status: _status, locale: _locale, ...request } = input;
  return createHash('sha256').update(stableJson(request)).digest('hex');
}
