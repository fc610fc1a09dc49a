// An order's payment as the rules read it. Orders made before quotes carry no
// payment: theirs is derived from the old fields, so that every rule and reply sees one shape.
import { SATS_PER_BTC, formatBtcAmount } from '@minesite/shared/contract';
import type { OrderDocument, OrderFields, PaymentDocument } from './repository.js';

/** The stored payment, or the one an order made before quotes implies. */
export function paymentOf(order: OrderDocument): PaymentDocument {
  if (order.payment) return order.payment;
  const dueSats = toSats(order.totalAmount);
  return {
    state: dueSats > 0 ? 'awaiting_payment' : 'awaiting_price',
    flag: null,
    address: order.sellerAddress,
    // The shop took real bitcoin before addresses were derived.
    network: 'mainnet',
    derivationIndex: null,
    dueSats,
    receivedSats: 0,
    expiresAt: null,
    paidAt: null,
    transactions: [],
    claim: order.transactionHash ? 'unverified' : '',
    watched: false,
  };
}

/**
 * The write that changes the payment by `patch`: dotted fields when the order has a payment
 * (so a concurrent change of another field stays), the whole derived payment when it has none.
 */
export function paymentChange(order: OrderDocument, patch: Partial<PaymentDocument>): OrderFields {
  if (!order.payment) return { payment: { ...paymentOf(order), ...patch } };
  return Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [`payment.${key}`, value]),
  ) as OrderFields;
}

/** BTC to whole satoshis. */
export const toSats = (btc: number): number => Math.round(btc * SATS_PER_BTC);
/** Whole satoshis to BTC (8 places). */
export const toBtc = (sats: number): number => sats / SATS_PER_BTC;
/** `0.0012 BTC`, for history details. */
export const btcText = (sats: number): string => `${formatBtcAmount(toBtc(sats))} BTC`;
