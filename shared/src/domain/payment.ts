/**
 * The payment side of an order's life, free of zod so that pages can import it on first paint.
 *
 * One state machine (the service moves it; `services/src/modules/payments/README.md`):
 *
 *     awaiting_price ──(operator sets the amount)──► awaiting_payment
 *     awaiting_payment ──(a transaction in the mempool)──► seen
 *     seen ──(PAYMENT_CONFIRMATIONS reached, amount due received)──► paid
 *     awaiting_payment ──(the quote runs out, nothing seen)──► expired
 *     seen | expired ──(paid after expiry, paid short, paid over)──► review (flag late/underpaid/overpaid)
 *     any unpaid state ──(operator confirms a payment the watcher cannot see)──► paid
 *
 * The order's `status` (the spec's pending → processing → completed) is the operator's: it
 * stays pending until the payment is paid, then the operator moves it on.
 */

export const PAYMENT_STATES = [
  'awaiting_price',
  'awaiting_payment',
  'seen',
  'paid',
  'review',
  'expired',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Why an order waits for the operator (state `review`). */
export const PAYMENT_FLAGS = ['late', 'underpaid', 'overpaid'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** States in which the buyer still owes the amount: the order page shows where and what to pay. */
export const PAYMENT_DUE_STATES = ['awaiting_payment', 'seen'] as const satisfies PaymentState[];

export function paymentIsDue(state: PaymentState): boolean {
  return (PAYMENT_DUE_STATES as readonly PaymentState[]).includes(state);
}

/** The buyer's submitted transaction hash as the service checked it. */
export const PAYMENT_CLAIMS = ['', 'verified', 'unverified'] as const;
export type PaymentClaim = (typeof PAYMENT_CLAIMS)[number];

export const PAYMENT_NETWORKS = ['mainnet', 'testnet', 'regtest'] as const;
export type PaymentNetwork = (typeof PAYMENT_NETWORKS)[number];

/** What happened to an order, in its history (shown to the operator). */
export const ORDER_EVENTS = [
  'created',
  'awaiting_price',
  'priced',
  'seen',
  'paid',
  'expired',
  'review',
  'claim_submitted',
  'payment_confirmed',
  'processing',
  'completed',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];
export const ORDER_EVENT_ACTORS = ['buyer', 'operator', 'chain', 'service'] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

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
 * `bitcoin:<address>?amount=<btc>&label=<order id>`.
 */
export function bip21Uri(address: string, amountBtc: number, label: string): string {
  const query = new URLSearchParams();
  if (amountBtc > 0) query.set('amount', formatBtcAmount(amountBtc));
  if (label) query.set('label', label);
  const text = query.toString();
  return `bitcoin:${address}${text ? `?${text}` : ''}`;
}
