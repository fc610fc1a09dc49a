/**
 * The buyer's part of an order: a contact or delivery address for every kind, and for hash
 * power the pool and the electricity payment method; an optional
 * e-mail where the shop tells the buyer about the order (made, paid, refunds).
 */
import type { CreateOrderRequest } from '@minesite/shared/contract';
import type {
  CartLineRequest,
  CheckoutChoice,
  CheckoutKind,
  PaymentMethod,
  PaymentRail,
  Pool,
} from '@minesite/shared/domain';

export interface PurchaseDraft {
  deliveryAddress: string;
  selectedPool: Pool | '';
  paymentMethod: PaymentMethod | '';
  /** Optional: '' sends none. */
  email: string;
  /** How the buyer pays: BTC unless the shop takes USDT and the buyer picks it. */
  rail: PaymentRail;
}

export const DEFAULT_DRAFT: PurchaseDraft = {
  deliveryAddress: '',
  selectedPool: 'AntPool',
  paymentMethod: 'manual',
  email: '',
  rail: 'btc',
};

/** A light check (the service checks it for real): something@somewhere.tld. */
export const looksLikeEmail = (input: string): boolean =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim());

const MISSING_CONTACT_IDS: Record<CheckoutKind, string> = {
  hashpower: 'orders.checkout.missing.address',
  machine: 'orders.checkout.machine.missing.address',
  rental: 'orders.checkout.rental.missing.contact',
};

/**
 * The toast of the first missing field, in form order, or null when complete. `withPool`: the
 * order has hash power (a cart may have it beside machines).
 */
export function missingFieldMessage(
  kind: CheckoutKind,
  draft: PurchaseDraft,
  withPool = kind === 'hashpower',
): string | null {
  if (!draft.deliveryAddress.trim()) return MISSING_CONTACT_IDS[kind];
  if (withPool) {
    if (!draft.selectedPool) return 'orders.checkout.missing.pool';
    if (!draft.paymentMethod) return 'orders.checkout.missing.paymentMethod';
  }
  if (draft.email.trim() && !looksLikeEmail(draft.email)) return 'orders.checkout.email.invalid';
  return null;
}

/**
 * The buyer's rail while the shop still takes it (the quote lists the rails taken now), else
 * BTC: a rail the operator turned off since it was picked is not sent to be refused.
 */
export function offeredRail(
  rail: PaymentRail,
  offered: readonly PaymentRail[] | undefined,
): PaymentRail {
  return !offered || offered.includes(rail) ? rail : 'btc';
}

/** POST /api/orders without the attempt's id and time; pool and method go with hash power only. */
export type OrderTerms = Omit<CreateOrderRequest, 'orderId' | 'orderTime'>;

/** Call after `missingFieldMessage` found nothing missing. A cart sends its lines. */
export function orderTerms(
  bought: CheckoutChoice | CartLineRequest[],
  draft: PurchaseDraft,
): OrderTerms {
  const email = draft.email.trim();
  const lines = Array.isArray(bought) ? bought : [bought];
  const terms = {
    ...(Array.isArray(bought) ? { lines: bought } : { choice: bought }),
    deliveryAddress: draft.deliveryAddress.trim(),
    ...(email ? { email } : {}),
    ...(draft.rail === 'btc' ? {} : { rail: draft.rail }),
  };
  if (!lines.some((line) => line.kind === 'hashpower')) return terms;
  return {
    ...terms,
    selectedPool: draft.selectedPool as Pool,
    paymentMethod: draft.paymentMethod as PaymentMethod,
  };
}
