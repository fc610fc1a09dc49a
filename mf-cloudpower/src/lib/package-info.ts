/**
 * The package a card hands to the detail page, serialised in the `productInfo` query (title,
 * outputType, hashrate, outputRate, powerDays, period), plus what the detail page needs to
 * price the package without a server call (the detail page makes none).
 */
import type { LocalizedText, ProductOf } from '@minesite/shared/contract';
import type { PackageMode } from '@minesite/shared/catalog';
import { PACKAGE_MODES } from '@minesite/shared/catalog';
import { DEFAULT_POWER_DAYS, TRIAL_PERIOD_DAYS } from '@minesite/shared/mining';

export type CloudPackage = ProductOf<'cloud-package'>;

export interface PackageInfo {
  title: string;
  outputType: 'BTC';
  /** The chosen (or default) hashrate, TH/s, as text. */
  hashrate: string;
  /** BTC per T per day, as text. */
  outputRate: string;
  /** Days of electricity in the first payment, as text. */
  powerDays: string;
  /** Days as text (`180`), or `permanent`. */
  period: string;
  id?: string;
  /** The title in every language, so that switching language on the detail page renames it. */
  names?: LocalizedText;
  mode?: PackageMode;
  minerModel?: string;
  /** Hashrate fee per T, CNY. */
  pricePerT?: number;
  /** Electricity fee per T per day, CNY. */
  powerFeePerTPerDay?: number;
  percentSold?: number;
  soldOut?: boolean;
  payoutPool?: string;
  payoutPeriod?: string;
  startWithinHours?: number;
  miner?: { hashrateTh: number; powerW: number; efficiencyJPerTh: number };
}

export function packageInfoOf(pkg: CloudPackage, title: string): PackageInfo {
  const s = pkg.specs;
  const trial = s.periodDays === TRIAL_PERIOD_DAYS;
  return {
    title,
    outputType: 'BTC',
    hashrate: String(s.hashrateOptionsTh[0]),
    outputRate: String(s.historicalYieldBtcPerTPerDay),
    powerDays: String(trial ? TRIAL_PERIOD_DAYS : DEFAULT_POWER_DAYS),
    period: s.periodDays === null ? 'permanent' : String(s.periodDays),
    id: pkg.id,
    names: pkg.name,
    mode: s.mode,
    minerModel: s.minerModel,
    pricePerT: s.pricePerT,
    powerFeePerTPerDay: s.powerFeePerTPerDay,
    percentSold: s.percentSold,
    soldOut: pkg.soldOut,
    payoutPool: s.payoutPool,
    payoutPeriod: s.payoutPeriod,
    startWithinHours: s.startWithinHours,
    ...(s.miner ? { miner: s.miner } : {}),
  };
}

export const detailPath = (info: PackageInfo) =>
  `/mining-power-detail?${new URLSearchParams({ productInfo: JSON.stringify(info) })}`;

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
const shortText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && value.length <= 200 ? value.trim() : undefined;
const numericText = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : shortText(value);
  return text && /^\d+(\.\d+)?(e-?\d+)?$/i.test(text) && Number(text) > 0 ? text : undefined;
};

/**
 * Reads the detail page's query. Whatever is missing or malformed takes the spec's default
 * package (50 TH/s, 180 days, 3 days of electricity); null when there is nothing to read.
 */
export function parsePackageInfo(query: string | null): Partial<PackageInfo> | null {
  if (!query) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(query);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const input = raw as Record<string, unknown>;
  const info: Partial<PackageInfo> = {};
  const title = shortText(input.title);
  if (title) info.title = title;
  if (input.outputType === 'BTC') info.outputType = 'BTC';
  const hashrate = numericText(input.hashrate);
  if (hashrate) info.hashrate = hashrate;
  const outputRate = numericText(input.outputRate);
  if (outputRate) info.outputRate = outputRate;
  const powerDays = numericText(input.powerDays);
  if (powerDays) info.powerDays = powerDays;
  const period = input.period === 'permanent' ? 'permanent' : numericText(input.period);
  if (period) info.period = period;
  const id = shortText(input.id);
  if (id) info.id = id;
  if ((PACKAGE_MODES as readonly unknown[]).includes(input.mode))
    info.mode = input.mode as PackageMode;
  for (const key of ['minerModel', 'payoutPool', 'payoutPeriod'] as const) {
    const value = shortText(input[key]);
    if (value) info[key] = value;
  }
  for (const key of ['pricePerT', 'powerFeePerTPerDay', 'startWithinHours'] as const) {
    const value = positive(input[key]);
    if (value !== undefined) info[key] = value;
  }
  if (typeof input.percentSold === 'number' && input.percentSold >= 0 && input.percentSold <= 100)
    info.percentSold = input.percentSold;
  if (typeof input.soldOut === 'boolean') info.soldOut = input.soldOut;
  const names = input.names as Record<string, unknown> | undefined;
  if (names && typeof names === 'object') {
    const [zh, en, es, ru] = (['zh', 'en', 'es', 'ru'] as const).map((l) => shortText(names[l]));
    if (zh && en && es && ru) info.names = { zh, en, es, ru };
  }
  const miner = input.miner as Record<string, unknown> | undefined;
  if (miner && typeof miner === 'object') {
    const hashrateTh = positive(miner.hashrateTh);
    const powerW = positive(miner.powerW);
    const efficiencyJPerTh = positive(miner.efficiencyJPerTh);
    if (hashrateTh && powerW && efficiencyJPerTh)
      info.miner = { hashrateTh, powerW, efficiencyJPerTh };
  }
  return info;
}
