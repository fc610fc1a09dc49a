import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readCartLineCount, watchStorageKey } from '@minesite/shared/storage';

const subscribe = (listener: () => void) => watchStorageKey(STORAGE_KEYS.cart, listener);

/** The cart's line count, kept in step with this tab and the buyer's other tabs. */
export function useCartLineCount(): number {
  return useSyncExternalStore(subscribe, readCartLineCount, () => 0);
}
