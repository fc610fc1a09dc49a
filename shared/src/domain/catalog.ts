/**
 * The catalog's fixed vocabularies, free of zod so that pages can
 * import them on first paint. The product contract (`@minesite/shared/contract`) builds its
 * schemas from these lists.
 */

export const PRODUCT_CATEGORIES = [
  'miner',
  'cloud-package',
  'gpu-plan',
  'container',
  'hosting-site',
  'gas-generator',
  'water-cooling',
  'ai-power',
  'draw',
  'auction',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A product id: the seeded ones are short (`1` is the whole-machine page), new ones server-made. */
export const PRODUCT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const CURRENCIES = ['CNY', 'USD', 'EUR', 'USDT'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Shop filters, each also offered as 'all' in the pages. */
export const ALGORITHMS = ['SHA-256', 'Ethash', 'Scrypt', 'X11'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export const COINS = ['BTC', 'ETH', 'LTC', 'DASH'] as const;
export type Coin = (typeof COINS)[number];
export const COOLING_TYPES = ['air', 'liquid'] as const;
export type CoolingType = (typeof COOLING_TYPES)[number];

/** A closed numeric band written `min-max`, as the shop's filter values and address say. */
export interface Band {
  min: number;
  max: number;
}
const bands = (step: number, count: number): readonly string[] =>
  Array.from({ length: count }, (_, i) => `${i * step}-${(i + 1) * step}`);

/** Hashrate bands in TH/s: 0-50 … 150-200. */
export const HASHRATE_BANDS = bands(50, 4);
/** Power bands in W: 0-1000 … 4000-5000. */
export const POWER_BANDS = bands(1000, 5);
/** Price bands in CNY: 0-10000 … 40000-50000. */
export const PRICE_BANDS = bands(10000, 5);

/** `'50-100'` → `{ min: 50, max: 100 }`; null for anything that is not a band. */
export function parseBand(value: string): Band | null {
  const match = /^(\d+)-(\d+)$/.exec(value);
  if (!match) return null;
  const band = { min: Number(match[1]), max: Number(match[2]) };
  return band.min < band.max ? band : null;
}

/** Cloud hash power products. */
export const PACKAGE_MODES = ['classic', 'accelerated'] as const;
export type PackageMode = (typeof PACKAGE_MODES)[number];

/** Draw and auction items end up ended or sold. */
export const EVENT_ITEM_STATES = ['upcoming', 'open', 'ended', 'sold'] as const;
export type EventItemState = (typeof EVENT_ITEM_STATES)[number];

/** The locales every localized catalog text carries. */
export const CATALOG_LOCALES = ['zh', 'en', 'es', 'ru'] as const;
