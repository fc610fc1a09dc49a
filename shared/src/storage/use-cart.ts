/**
 * The cart as React state: re-rendered when it changes in this tab or another one.
 */
import { useSyncExternalStore } from 'react';
import { readJson, STORAGE_KEYS } from './local-storage';
import { readCart, watchCart, type CartEntry } from './cart-store';

let cached: { raw: string; lines: CartEntry[] } | null = null;

/** The same array while the stored cart is unchanged (what useSyncExternalStore needs). */
function snapshot(): CartEntry[] {
  const raw = JSON.stringify(readJson<unknown>(STORAGE_KEYS.cart));
  if (cached?.raw !== raw) cached = { raw, lines: readCart() };
  return cached.lines;
}

const EMPTY: CartEntry[] = [];

export function useCart(): CartEntry[] {
  return useSyncExternalStore(watchCart, snapshot, () => EMPTY);
}
