/**
 * The payment side of an order's life, free of zod so that pages can import it on first paint.
 *
 * One state machine (the service moves it; `services/src/modules/payments/README.md` tells it
 * in full):
 *
 *     awaiting_price ──(operator sets the amount)──► awaiting_payment
 *     awaiting_payment ──(a transaction pays the address)──► seen (a short one leaves the rest payable)
 *     seen ──(the amount due, in time, with PAYMENT_CONFIRMATIONS)──► paid
 *     awaiting_payment ──(the window ends, nothing seen)──► expired (still watched)
 *     any ──(late, short at the window's end, over, reversed)──► review (flag)
 *     review ──(operator)──► paid (accepted) | invalid (with a reason) | refunding → refunded
 *
 * Every address stays watched (PAYMENT_MONITORING_HOURS after the window, then a late sweep),
 * so a payment arriving in any state is seen and flagged. The order's `status` (the spec's
 * pending → processing → completed) is the operator's: it moves on only once paid.
 */

export const PAYMENT_STATES = [
  'awaiting_price',
  'awaiting_payment',
  'seen',
  'paid',
  'review',
  'expired',
  'invalid',
  'refunding',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Why an order waits for the operator (state `review`): paid after the window, short when the
 * window ended, more than due, or a transaction that left the chain (reorg, double spend).
 */
export const PAYMENT_FLAGS = ['late', 'underpaid', 'overpaid', 'reversed'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** States in which the buyer still owes the amount: the order page shows where and what to pay. */
export const PAYMENT_DUE_STATES = ['awaiting_payment', 'seen'] as const satisfies PaymentState[];

export function paymentIsDue(state: PaymentState): boolean {
  return (PAYMENT_DUE_STATES as readonly PaymentState[]).includes(state);
}

/**
 * The buyer's submitted transaction hash as the service checked it: found on the chain paying
 * the order's own address (`verified`), paying the shop's fixed address the amount due (which
 * proves nothing about which order it pays: `matches_amount`), or kept as the buyer's word.
 */
export const PAYMENT_CLAIMS = ['', 'verified', 'matches_amount', 'unverified'] as const;
export type PaymentClaim = (typeof PAYMENT_CLAIMS)[number];

export const PAYMENT_NETWORKS = ['mainnet', 'testnet', 'regtest'] as const;
export type PaymentNetwork = (typeof PAYMENT_NETWORKS)[number];

/**
 * A refund, BTCPay-style: the operator offers it (the amount proposed at the order's rate or
 * today's), the buyer gives an address on the order page, the operator sends it from the
 * wallet and records the transaction.
 */
export const REFUND_STATES = ['offered', 'requested', 'refunded'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/** What is refunded: the part paid over the amount due (the order stays paid), or everything. */
export const REFUND_PARTS = ['excess', 'all'] as const;
export type RefundPart = (typeof REFUND_PARTS)[number];
/** The rate the refund's BTC amount is worked out at. */
export const REFUND_BASES = ['order', 'today'] as const;
export type RefundBasis = (typeof REFUND_BASES)[number];

/** What happened to an order, in its history (shown to the operator). */
export const ORDER_EVENTS = [
  'created',
  'awaiting_price',
  'priced',
  'seen',
  'paid',
  'settled',
  'expired',
  'review',
  'reversed',
  'claim_submitted',
  'payment_confirmed',
  'invalid',
  'refund_offered',
  'refund_requested',
  'rail_changed',
  'foreign_transfer',
  'refunded',
  'processing',
  'completed',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];
export const ORDER_EVENT_ACTORS = ['buyer', 'operator', 'chain', 'service'] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

/**
 * What the outside hears of an order (webhooks, the buyer's and operator's e-mails): one name
 * per change of the payment or the status, kept in the order's outbox with the change.
 */
export const ORDER_NOTICES = [
  'order.created',
  'payment.seen',
  'payment.partial',
  'payment.paid',
  'payment.settled',
  'payment.expired',
  'payment.review',
  'payment.invalid',
  'refund.offered',
  'refund.requested',
  'refund.refunded',
  'order.processing',
  'order.completed',
] as const;
export type OrderNotice = (typeof ORDER_NOTICES)[number];

/** The shop's name, as wallets show it in a payment request's label. */
export const SHOP_NAME = 'HashPeak Mining';

/**
 * A short reference to show for an order where the full id must not go (wallet labels,
 * screenshots, e-mail subjects): the id is the key to the order, this is not. The last six
 * digits of its time and the first two of its random part, as the logs keep them: a piece of
 * the id, so the operator's search finds the order by it.
 */
export function orderDisplayRef(orderId: string): string {
  const match = /^ORD(\d{13})([0-9a-z]{2})[0-9a-z]{4,18}$/i.exec(orderId);
  if (!match) return orderId.slice(0, 8);
  return `${match[1]!.slice(-6)}${match[2]!}`;
}

/** The label of an order's payment request: the shop's name and the short reference. */
export function paymentLabel(orderId: string): string {
  return `${SHOP_NAME} ${orderDisplayRef(orderId)}`;
}

/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000;

/** `0.0005` BTC as BIP21 wants it: plain decimal, at most 8 places, no exponent. */
export function formatBtcAmount(amountBtc: number): string {
  const sats = Math.round(amountBtc * SATS_PER_BTC);
  const whole = Math.floor(sats / SATS_PER_BTC);
  const fraction = String(sats % SATS_PER_BTC)
    .padStart(8, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * The BIP21 URI a wallet app opens with the address and amount filled in:
 * `bitcoin:<address>?amount=<btc>&label=<shop and short reference>` (paymentLabel).
 */
export function bip21Uri(address: string, amountBtc: number, label: string): string {
  const query = new URLSearchParams();
  if (amountBtc > 0) query.set('amount', formatBtcAmount(amountBtc));
  if (label) query.set('label', label);
  const text = query.toString();
  return `bitcoin:${address}${text ? `?${text}` : ''}`;
}
