/**
 * The one typed door to the browser's localStorage. The key names are the spec's,
 * so orders saved by earlier versions of the site stay readable.
 */
import type { PublicOrder } from '../domain/types';

export const STORAGE_KEYS = {
  order: (orderId: string) => `order_${orderId}`,
  currentOrder: 'currentOrder',
  /** Written by earlier versions (the payment window now comes from the service); cleared. */
  orderStartTime: (orderId: string) => `order_start_time_${orderId}`,
  orderIds: 'orderIds',
  orders: 'orders',
  adminLoggedIn: 'adminLoggedIn',
  adminUsername: 'adminUsername',
  locale: 'locale',
  /** The buyer's own things on this device, beyond the spec's keys: `{ lines: [...] }`. */
  cart: 'cart',
  notes: 'notes',
  tasks: 'tasks',
  settings: 'settings',
} as const;

/** Fired on `window` when this tab writes a key (other tabs get the browser's `storage` event). */
const WRITTEN_EVENT = 'minesite:storage';

/**
 * Calls `listener` whenever `key` changes, in this tab or another one; returns the unsubscribe.
 * What keeps a cart's count, a note list or the settings in step across the buyer's tabs.
 */
export function watchStorageKey(key: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  const onThisTab = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) listener();
  };
  window.addEventListener('storage', onOtherTab);
  window.addEventListener(WRITTEN_EVENT, onThisTab);
  return () => {
    window.removeEventListener('storage', onOtherTab);
    window.removeEventListener(WRITTEN_EVENT, onThisTab);
  };
}

function announce(key: string): void {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(WRITTEN_EVENT, { detail: key }));
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

export function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the server copy stays the source of truth
  }
  announce(key);
}

export function remove(key: string): void {
  storage()?.removeItem(key);
  announce(key);
}

/** How many lines the buyer's cart holds (the side nav's badge). */
export function readCartLineCount(): number {
  const cart = readJson<{ lines?: unknown }>(STORAGE_KEYS.cart);
  return Array.isArray(cart?.lines) ? cart.lines.length : 0;
}

// Locale: stored as the bare code, not JSON.
export function readLocale(): string | null {
  return storage()?.getItem(STORAGE_KEYS.locale) ?? null;
}
export function writeLocale(locale: string): void {
  storage()?.setItem(STORAGE_KEYS.locale, locale);
}

// Admin hint flag: the service is the authority; this only steers the UI.
export function readAdminSession(): { loggedIn: boolean; username: string | null } {
  const s = storage();
  return {
    loggedIn: s?.getItem(STORAGE_KEYS.adminLoggedIn) === 'true',
    username: s?.getItem(STORAGE_KEYS.adminUsername) ?? null,
  };
}
export function writeAdminSession(username: string): void {
  storage()?.setItem(STORAGE_KEYS.adminLoggedIn, 'true');
  storage()?.setItem(STORAGE_KEYS.adminUsername, username);
}
export function clearAdminSession(): void {
  remove(STORAGE_KEYS.adminLoggedIn);
  remove(STORAGE_KEYS.adminUsername);
}

// Orders cached in the browser.
export function readCachedOrder(orderId: string): PublicOrder | null {
  return readJson<PublicOrder>(STORAGE_KEYS.order(orderId)) ?? readOrdersMap()[orderId] ?? null;
}
export function writeCachedOrder(order: PublicOrder): void {
  writeJson(STORAGE_KEYS.order(order.orderId), order);
  writeJson(STORAGE_KEYS.orders, { ...readOrdersMap(), [order.orderId]: order });
}
export function readOrdersMap(): Record<string, PublicOrder> {
  return readJson<Record<string, PublicOrder>>(STORAGE_KEYS.orders) ?? {};
}
export function readCurrentOrder(): PublicOrder | null {
  return readJson<PublicOrder>(STORAGE_KEYS.currentOrder);
}
export function writeCurrentOrder(order: PublicOrder): void {
  writeJson(STORAGE_KEYS.currentOrder, order);
}

export function readTrackedOrderIds(): string[] {
  const ids = readJson<unknown>(STORAGE_KEYS.orderIds);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
/** Adds an id once; returns false when it was already tracked. */
export function trackOrderId(orderId: string): boolean {
  const ids = readTrackedOrderIds();
  if (ids.includes(orderId)) return false;
  writeJson(STORAGE_KEYS.orderIds, [...ids, orderId]);
  return true;
}

/** Forgets every local trace of an order (after it expired or was deleted). */
export function forgetOrder(orderId: string): void {
  remove(STORAGE_KEYS.order(orderId));
  remove(STORAGE_KEYS.orderStartTime(orderId));
  const { [orderId]: _dropped, ...rest } = readOrdersMap();
  writeJson(STORAGE_KEYS.orders, rest);
  writeJson(
    STORAGE_KEYS.orderIds,
    readTrackedOrderIds().filter((id) => id !== orderId),
  );
  if (readCurrentOrder()?.orderId === orderId) remove(STORAGE_KEYS.currentOrder);
}
