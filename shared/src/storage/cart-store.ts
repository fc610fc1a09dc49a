/**
 * The buyer's cart on this device: lines of what they chose (a single order's choice with how
 * many of it), stored under `cart` as `{ lines: [...] }` through the storage door, so it lasts
 * across reloads and every tab hears a change (`watchStorageKey`). Prices are never kept as
 * truth: the service prices the lines at checkout; what the buyer saw is kept only to tell
 * them when it changed.
 */
import type { CartLineRequest } from '../domain/types';
import type { Currency } from '../domain/catalog';
import { CART_LINES, CART_LINE_QUANTITY, MACHINE_QUANTITY } from '../domain/orders';
import type { LocalizedText } from '../contract/products';
import { readJson, STORAGE_KEYS, watchStorageKey, writeJson } from './local-storage';

/** A price as the buyer saw it when adding the line. */
export interface SeenPrice {
  currency: Currency;
  /** One machine, package or rental, in `currency`. */
  amount: number;
}

export interface CartEntry {
  /** The line's identity: its choice without the quantity (the same choice again adds to it). */
  key: string;
  line: CartLineRequest;
  /** The product's name when added, to name the line should the product be gone since. */
  name: LocalizedText | null;
  /** The price of one when added (or last accepted); null when the page did not know it. */
  seen: SeenPrice | null;
  /** When it was added (ISO). */
  addedAt: string;
}

interface StoredCart {
  lines: CartEntry[];
}

/** The identity of a line: its kind, product and options, without how many. */
export function cartLineKey(line: CartLineRequest): string {
  const { quantity: _quantity, ...choice } = line;
  const fields = Object.entries(choice)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(fields);
}

/** The quantities a line may take: machines per order, else packages or rentals per line. */
export const quantityBounds = (line: Pick<CartLineRequest, 'kind'>) =>
  line.kind === 'machine' ? MACHINE_QUANTITY : CART_LINE_QUANTITY;

const clampQuantity = (line: CartLineRequest, quantity: number): number => {
  const { min, max } = quantityBounds(line);
  return Math.min(max, Math.max(min, Math.round(quantity) || min));
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored entry as this version reads it; anything else (an older or damaged copy) is dropped. */
function readEntry(raw: unknown): CartEntry | null {
  if (!isObject(raw) || !isObject(raw.line)) return null;
  const { kind, productId, quantity } = raw.line;
  if (kind !== 'hashpower' && kind !== 'machine' && kind !== 'rental') return null;
  if (typeof productId !== 'string' || typeof quantity !== 'number') return null;
  const line = raw.line as unknown as CartLineRequest;
  const seen = isObject(raw.seen) && typeof raw.seen.amount === 'number' ? raw.seen : null;
  return {
    key: cartLineKey(line),
    line: { ...line, quantity: clampQuantity(line, quantity) },
    name: isObject(raw.name) ? (raw.name as unknown as LocalizedText) : null,
    seen: seen as SeenPrice | null,
    addedAt: typeof raw.addedAt === 'string' ? raw.addedAt : '',
  };
}

export function readCart(): CartEntry[] {
  const stored = readJson<{ lines?: unknown }>(STORAGE_KEYS.cart);
  const lines = Array.isArray(stored?.lines) ? stored.lines : [];
  return lines.flatMap((raw) => readEntry(raw) ?? []);
}

function writeCart(lines: CartEntry[]): void {
  writeJson(STORAGE_KEYS.cart, { lines } satisfies StoredCart);
}

/**
 * Adds a line, or adds its quantity to the same choice already in the cart. False when the cart
 * is full (CART_LINES) and the choice is not in it yet.
 */
export function addToCart(
  line: CartLineRequest,
  details: { name?: LocalizedText | null; seen?: SeenPrice | null; now?: Date } = {},
): boolean {
  const lines = readCart();
  const key = cartLineKey(line);
  const same = lines.find((entry) => entry.key === key);
  if (same) {
    same.line = { ...same.line, quantity: clampQuantity(line, same.line.quantity + line.quantity) };
    same.seen = details.seen ?? same.seen;
  } else {
    if (lines.length >= CART_LINES.max) return false;
    lines.push({
      key,
      line: { ...line, quantity: clampQuantity(line, line.quantity) },
      name: details.name ?? null,
      seen: details.seen ?? null,
      addedAt: (details.now ?? new Date()).toISOString(),
    });
  }
  writeCart(lines);
  return true;
}

export function setCartQuantity(key: string, quantity: number): void {
  writeCart(
    readCart().map((entry) =>
      entry.key === key
        ? { ...entry, line: { ...entry.line, quantity: clampQuantity(entry.line, quantity) } }
        : entry,
    ),
  );
}

/** The buyer agrees to the line's current price: it is no longer marked as changed. */
export function acceptCartPrice(key: string, seen: SeenPrice): void {
  writeCart(readCart().map((entry) => (entry.key === key ? { ...entry, seen } : entry)));
}

export function removeFromCart(key: string): void {
  writeCart(readCart().filter((entry) => entry.key !== key));
}

export function clearCart(): void {
  writeCart([]);
}

/** Calls `listener` when the cart changes in this tab or another; returns the unsubscribe. */
export const watchCart = (listener: () => void): (() => void) =>
  watchStorageKey(STORAGE_KEYS.cart, listener);
