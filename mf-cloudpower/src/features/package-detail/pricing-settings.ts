/**
 * The settings popup's values. They start at the
 * package's own prices, which for a standard package are the spec's defaults (0.2105 /
 * 0.00000052 / 7.3 / 88); reset returns to them; saved values are kept for the visit
 * (sessionStorage, per package).
 */
import { PRICING_DEFAULTS, type PricingSettings } from '@minesite/shared/mining';

const KEY_PREFIX = 'cloudpower.pricing.';

/** The package's baseline: its catalog prices, the spec's defaults for anything it lacks. */
export function baselineSettings(pkg: {
  pricePerT?: number;
  powerFeePerTPerDay?: number;
  outputRate?: string;
}): PricingSettings {
  const output = Number(pkg.outputRate);
  return {
    powerFeePerTPerDay: pkg.powerFeePerTPerDay ?? PRICING_DEFAULTS.powerFeePerTPerDay,
    btcOutputPerTPerDay: output > 0 ? output : PRICING_DEFAULTS.btcOutputPerTPerDay,
    exchangeRate: PRICING_DEFAULTS.exchangeRate,
    pricePerT: pkg.pricePerT ?? PRICING_DEFAULTS.pricePerT,
  };
}

const FIELDS = Object.keys(PRICING_DEFAULTS) as (keyof PricingSettings)[];

/** Every field a positive finite number: what may be saved and priced with. */
export function validSettings(value: unknown): value is PricingSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((key) => {
    const field = record[key];
    return typeof field === 'number' && Number.isFinite(field) && field > 0;
  });
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSavedSettings(packageKey: string): PricingSettings | null {
  try {
    const saved: unknown = JSON.parse(session()?.getItem(KEY_PREFIX + packageKey) ?? 'null');
    return validSettings(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveSettings(packageKey: string, settings: PricingSettings): void {
  try {
    session()?.setItem(KEY_PREFIX + packageKey, JSON.stringify(settings));
  } catch {
    // storage full or disabled: the values still apply until the page is left
  }
}
