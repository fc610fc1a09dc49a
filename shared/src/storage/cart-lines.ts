/**
 * What the service's quote says about each cart line: priced (and whether its price moved since
 * the buyer added it), or refused because the product is gone, sold out or no longer offers the
 * choice. A marked line is never bought silently: the checkout waits until the buyer removes it
 * or accepts the new price.
 */
import type { CartLineRequest, CheckoutChoice, QuoteItem } from '../domain/types';
import type { CartEntry, SeenPrice } from './cart-store';

export type CartLineStatus = 'ok' | 'gone' | 'soldOut' | 'unavailable' | 'priceChanged';

/** A refusal of a cart's quote that names a line: `lines[2].productId no such product`. */
export interface LineRefusal {
  index: number;
  status: Exclude<CartLineStatus, 'ok' | 'priceChanged'>;
}

/** Reads the line and the reason out of the service's refusal message; null when it names none. */
export function lineRefusal(message: string): LineRefusal | null {
  const match = /^lines\[(\d+)\]\.(\w+) (.*)$/.exec(message);
  if (!match) return null;
  const [, index, field, reason] = match as unknown as [string, string, string, string];
  const status =
    field === 'productId' && reason === 'no such product'
      ? 'gone'
      : reason.endsWith('is sold out')
        ? 'soldOut'
        : 'unavailable';
  return { index: Number(index), status };
}

/** The price of one of the line, as priced now. */
export function unitPriceOf(item: QuoteItem): SeenPrice {
  return {
    currency: item.currency,
    amount: Math.round((item.total / Math.max(1, item.quantity)) * 100) / 100,
  };
}

/** Whether the line's price moved since the buyer saw it (unknown before: not marked). */
export function statusOfPriced(entry: CartEntry, item: QuoteItem): 'ok' | 'priceChanged' {
  if (!entry.seen) return 'ok';
  const now = unitPriceOf(item);
  const same =
    now.currency === entry.seen.currency && Math.abs(now.amount - entry.seen.amount) < 0.005;
  return same ? 'ok' : 'priceChanged';
}

/** The line's choice as a single order takes it (a machine's quantity is part of its choice). */
export function choiceOfLine(line: CartLineRequest): CheckoutChoice {
  if (line.kind === 'machine') return line;
  if (line.kind === 'hashpower') {
    const { quantity: _quantity, ...choice } = line;
    return choice;
  }
  const { quantity: _quantity, ...choice } = line;
  return choice;
}
