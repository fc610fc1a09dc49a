/**
 * A cloud hash power package's choices and their rules: hashrate,
 * BTC price budget, duration and first-payment (power) days, with the 30-day package's
 * exceptions. The package detail page offers them; the service checks an order against the
 * same rules (order-pricing.ts).
 */

/** The spec's first-payment default (powerDays 3); a 30-day package prepays 30. */
export const DEFAULT_POWER_DAYS = 3;
export const TRIAL_PERIOD_DAYS = 30;

export const HASHRATE_OPTIONS = [50, 100, 200, 500] as const;
/** A 30-day package offers only 10 TH/s. */
export const TRIAL_HASHRATE_OPTIONS = [10] as const;
export const DEFAULT_HASHRATE = 50;

export const BTC_PRICE_OPTIONS = [
  100_000, 110_000, 120_000, 130_000, 140_000, 150_000, 170_000, 200_000, 300_000, 500_000,
  10_000_000,
] as const;
export const DEFAULT_BTC_PRICE = 120_000;

export const DURATION_OPTIONS = [30, 180, 365, 730, 1095, 1825] as const;
export const DEFAULT_DURATION = 180;

export const POWER_DAY_OPTIONS = [15, 30, 60, 120, 180, 365, 730, 1095, 1825] as const;
/** The minimum first electricity prepayment. */
export const MIN_POWER_DAYS = 3;
export const MAX_POWER_DAYS = 1825;

export interface DetailOptions {
  hashrates: readonly number[];
  durations: readonly number[];
  powerDays: readonly number[];
  /** The days a visitor may type, or null when only the options apply (30-day package). */
  customPowerDays: { min: number; max: number } | null;
}

/** The options of a package: `period` in days, or null for a permanent package. */
export function optionsFor(period: number | null): DetailOptions {
  if (period === TRIAL_PERIOD_DAYS) {
    return {
      hashrates: TRIAL_HASHRATE_OPTIONS,
      durations: [TRIAL_PERIOD_DAYS],
      powerDays: [TRIAL_PERIOD_DAYS],
      customPowerDays: null,
    };
  }
  return {
    hashrates: HASHRATE_OPTIONS,
    durations: DURATION_OPTIONS,
    powerDays: POWER_DAY_OPTIONS,
    customPowerDays: { min: MIN_POWER_DAYS, max: MAX_POWER_DAYS },
  };
}

export interface DetailChoice {
  hashrate: number;
  btcPrice: number;
  duration: number;
  /** The first-payment days as typed: digits only, or empty. */
  powerDaysText: string;
}

/** What the page starts with: the package's own terms where they are options, else the spec's defaults. */
export function initialChoice(
  period: number | null,
  wanted: { hashrate?: number; powerDays?: number },
): DetailChoice {
  const options = optionsFor(period);
  const pick = (list: readonly number[], value: number | undefined, fallback: number) =>
    value !== undefined && list.includes(value)
      ? value
      : list.includes(fallback)
        ? fallback
        : list[0]!;
  const powerDays =
    options.customPowerDays === null
      ? options.powerDays[0]!
      : readPowerDays(String(wanted.powerDays ?? ''), options).ok
        ? wanted.powerDays!
        : DEFAULT_POWER_DAYS;
  return {
    hashrate: pick(options.hashrates, wanted.hashrate, DEFAULT_HASHRATE),
    btcPrice: DEFAULT_BTC_PRICE,
    duration: pick(options.durations, period ?? undefined, DEFAULT_DURATION),
    powerDaysText: String(powerDays),
  };
}

/** The power days input accepts only digits (positive integers, or empty). */
export const sanitizePowerDays = (text: string) =>
  text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 4);

export type PowerDaysReading =
  { ok: true; value: number } | { ok: false; error: 'required' | 'minimum' | 'maximum' };

/** First-payment days: at least 3, at most the longest option; only listed values for a 30-day package. */
export function readPowerDays(text: string, options: DetailOptions): PowerDaysReading {
  if (!/^\d+$/.test(text)) return { ok: false, error: 'required' };
  const value = Number(text);
  if (options.customPowerDays === null) {
    return options.powerDays.includes(value)
      ? { ok: true, value }
      : { ok: false, error: 'minimum' };
  }
  if (value < options.customPowerDays.min) return { ok: false, error: 'minimum' };
  if (value > options.customPowerDays.max) return { ok: false, error: 'maximum' };
  return { ok: true, value };
}
