/**
 * The buyer's display currency, from their settings on this device (`settings` in storage,
 * written by the settings page); read again whenever it changes in this tab or another one.
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, watchStorageKey } from '../storage/local-storage';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from './display-conversion';

/** Null: each price in its own currency. */
export function readDisplayCurrency(): DisplayCurrency | null {
  const raw = readJson<{ currency?: unknown }>(STORAGE_KEYS.settings);
  return DISPLAY_CURRENCIES.find((known) => known === raw?.currency) ?? null;
}

const subscribe = (listener: () => void) => watchStorageKey(STORAGE_KEYS.settings, listener);

export function useDisplayCurrency(): DisplayCurrency | null {
  return useSyncExternalStore(subscribe, readDisplayCurrency, () => null);
}
