/**
 * The buyer's display currency, from their settings on this device (`settings` in storage,
 * written by the settings page); read again whenever it changes in this tab or another one.
 */
import { useSyncExternalStore } from 'react';
import type { Currency } from '../domain/catalog';
import { STORAGE_KEYS, readJson, watchStorageKey } from '../storage/local-storage';

export const DISPLAY_CURRENCIES = ['CNY', 'USD', 'BTC'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** Null: each price in its own currency. */
export function readDisplayCurrency(): DisplayCurrency | null {
  const raw = readJson<{ currency?: unknown }>(STORAGE_KEYS.settings);
  return DISPLAY_CURRENCIES.find((known) => known === raw?.currency) ?? null;
}

const subscribe = (listener: () => void) => watchStorageKey(STORAGE_KEYS.settings, listener);

export function useDisplayCurrency(): DisplayCurrency | null {
  return useSyncExternalStore(subscribe, readDisplayCurrency, () => null);
}

/** Whether a price in `own` is shown converted when the buyer chose `display`. */
export function needsConversion(own: Currency, display: DisplayCurrency | null): boolean {
  return display !== null && display !== own;
}
