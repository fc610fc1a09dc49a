/**
 * A machine bought in the shop (mf-shop) arrives in the same `productInfo` query as a package,
 * marked `kind: 'machine'`, with the catalog product id, the name in the visitor's language,
 * the hashrate per machine and the price per machine. The service stores it as sent.
 */
import { CURRENCIES, type Currency } from '@minesite/shared/catalog';
import type { ProductInfo } from '@minesite/shared/domain';

export type MachineInfo = ProductInfo & {
  kind: 'machine';
  productId: string;
  unitPrice: number;
  currency: Currency;
};

/** Machines per order, as the quantity stepper allows and the service accepts. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;

const PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MAX_TITLE = 200;

export function isMachine(info: ProductInfo): info is MachineInfo {
  return info.kind === 'machine';
}

/** The machine in the query, or null when it is not a well-formed machine purchase. */
export function parseMachineInfo(query: string | null): MachineInfo | null {
  if (!query) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(query);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const input = raw as Record<string, unknown>;
  const { kind, productId, title, hashrate, unitPrice, currency } = input;
  if (kind !== 'machine') return null;
  if (typeof productId !== 'string' || !PRODUCT_ID.test(productId)) return null;
  if (typeof title !== 'string' || !title.trim() || title.length > MAX_TITLE) return null;
  const hashrateText = typeof hashrate === 'number' ? String(hashrate) : hashrate;
  if (typeof hashrateText !== 'string' || !/^\d+(\.\d+)?$/.test(hashrateText)) return null;
  if (typeof unitPrice !== 'number' || !Number.isFinite(unitPrice) || unitPrice < 0) return null;
  if (!(CURRENCIES as readonly unknown[]).includes(currency)) return null;
  return {
    kind: 'machine',
    productId,
    title: title.trim(),
    hashrate: hashrateText,
    period: '',
    powerDays: '',
    unitPrice,
    currency: currency as Currency,
  };
}

/** A whole number of machines within the limits; null for anything else. */
export function validQuantity(value: number): number | null {
  return Number.isInteger(value) && value >= MIN_QUANTITY && value <= MAX_QUANTITY ? value : null;
}
