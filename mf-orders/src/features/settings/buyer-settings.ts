/**
 * The buyer's settings on this device (`settings` in storage): the currency prices are shown
 * in and the e-mail for order updates (prefilled at checkout). The language is the site's own
 * choice (`locale`).
 */
import {
  STORAGE_KEYS,
  forgetOrder,
  readJson,
  readTrackedOrderIds,
  remove,
  writeJson,
} from '@minesite/shared/storage';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@minesite/shared/display-price';

export { DISPLAY_CURRENCIES };

export interface BuyerSettings {
  /** None: each price in its own currency. */
  currency?: DisplayCurrency;
  email?: string;
}

export function readSettings(): BuyerSettings {
  const raw = readJson<Record<string, unknown>>(STORAGE_KEYS.settings) ?? {};
  const currency = DISPLAY_CURRENCIES.find((known) => known === raw.currency);
  return {
    ...(currency ? { currency } : {}),
    ...(typeof raw.email === 'string' && raw.email ? { email: raw.email } : {}),
  };
}

export function writeSettings(settings: BuyerSettings): void {
  writeJson(STORAGE_KEYS.settings, settings);
}

/** Forgets the buyer's cart, notes, tasks and tracked orders on this device. */
export function clearDeviceData(): void {
  for (const orderId of readTrackedOrderIds()) forgetOrder(orderId);
  for (const key of [
    STORAGE_KEYS.cart,
    STORAGE_KEYS.notes,
    STORAGE_KEYS.tasks,
    STORAGE_KEYS.orderIds,
    STORAGE_KEYS.orders,
    STORAGE_KEYS.currentOrder,
  ]) {
    remove(key);
  }
}
