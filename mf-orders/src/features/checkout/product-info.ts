/**
 * The package a visitor is buying arrives serialised in the `productInfo` query (spec section 3,
 * "Package info"). Any valid payload is accepted, from whichever page links here: the four
 * fields the page shows are required, the optional ones are kept when they are text or numbers,
 * anything else is dropped so that the service (which refuses unknown fields) accepts the order.
 */
import type { ProductInfo } from '@minesite/shared/domain';

const REQUIRED = ['title', 'hashrate', 'period', 'powerDays'] as const;
const OPTIONAL_TEXT = ['outputType', 'outputRate', 'selectedDuration'] as const;
const OPTIONAL_VALUE = [
  'powerFee',
  'electricityFee',
  'historicalOutput',
  'breakevenDays',
  'cycle',
  'profit',
] as const;
const MAX_TEXT = 200;

function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() && value.length <= MAX_TEXT) return value.trim();
  return null;
}

export function parseProductInfo(query: string | null): ProductInfo | null {
  if (!query) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(query);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const input = raw as Record<string, unknown>;
  const [title, hashrate, period, powerDays] = REQUIRED.map((key) => asText(input[key]));
  if (!title || !hashrate || !period || !powerDays) return null;
  const info: ProductInfo = { title, hashrate, period, powerDays };
  for (const key of OPTIONAL_TEXT) {
    const value = asText(input[key]);
    if (value) info[key] = value;
  }
  for (const key of OPTIONAL_VALUE) {
    const value = input[key];
    if (typeof value === 'number' && Number.isFinite(value)) info[key] = value;
    else if (asText(value)) info[key] = asText(value)!;
  }
  return info;
}

/** The number in a bare numeric text ('50', '8.65'); null for texts such as '180天'. */
export function numericValue(text: string): number | null {
  return /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : null;
}
