/**
 * The two calculators' inputs as typed text, their defaults and how they are read. A field
 * that does not read as a valid number keeps its message and holds the results back, so
 * nothing on screen is ever NaN or Infinity.
 */
import { PRICING_DEFAULTS, difficultyForOutput } from '@minesite/shared/mining';
import { readNumber, type FieldReading, type FieldRule } from '../../lib/number-field';

export interface FieldSpec<K extends string> {
  key: K;
  labelId: string;
  rule: FieldRule;
  /** Default text. */
  initial: string;
}

/** The calculators' inputs; money in CNY. */
export const COST_FIELDS = [
  { key: 'btcPrice', labelId: 'cloudpower.calc.cost.btcPrice', rule: {}, initial: '876000' },
  {
    key: 'outputPerT',
    labelId: 'cloudpower.calc.cost.outputPerT',
    rule: {},
    initial: String(PRICING_DEFAULTS.btcOutputPerTPerDay.toFixed(8)),
  },
  {
    key: 'valuePerT',
    labelId: 'cloudpower.calc.cost.valuePerT',
    rule: { allowZero: true },
    initial: '0.46',
  },
  {
    key: 'minerCount',
    labelId: 'cloudpower.calc.cost.minerCount',
    rule: { max: 1_000_000 },
    initial: '10',
  },
  {
    key: 'unitPrice',
    labelId: 'cloudpower.calc.cost.unitPrice',
    rule: { allowZero: true },
    initial: '20000',
  },
  {
    key: 'hashratePerUnit',
    labelId: 'cloudpower.calc.cost.hashratePerUnit',
    rule: {},
    initial: '200',
  },
  {
    key: 'powerPerUnit',
    labelId: 'cloudpower.calc.cost.powerPerUnit',
    rule: { allowZero: true },
    initial: '3.5',
  },
  {
    key: 'electricityPrice',
    labelId: 'cloudpower.calc.cost.electricityPrice',
    rule: { allowZero: true },
    initial: '0.35',
  },
  { key: 'rent', labelId: 'cloudpower.calc.cost.rent', rule: { allowZero: true }, initial: '2000' },
  {
    key: 'maintenance',
    labelId: 'cloudpower.calc.cost.maintenance',
    rule: { allowZero: true },
    initial: '800',
  },
  {
    key: 'network',
    labelId: 'cloudpower.calc.cost.network',
    rule: { allowZero: true },
    initial: '200',
  },
] as const satisfies readonly FieldSpec<string>[];
export type CostKey = (typeof COST_FIELDS)[number]['key'];

/** The mining calculator: one machine, priced in USD. */
export const MINING_FIELDS = [
  { key: 'hashrate', labelId: 'cloudpower.calc.mining.hashrate', rule: {}, initial: '200' },
  {
    key: 'power',
    labelId: 'cloudpower.calc.mining.power',
    rule: { allowZero: true },
    initial: '3500',
  },
  {
    key: 'powerCost',
    labelId: 'cloudpower.calc.mining.powerCost',
    rule: { allowZero: true },
    initial: '0.06',
  },
  {
    key: 'poolFee',
    labelId: 'cloudpower.calc.mining.poolFee',
    rule: { allowZero: true, max: 100 },
    initial: '2',
  },
  { key: 'btcPrice', labelId: 'cloudpower.calc.mining.btcPrice', rule: {}, initial: '120000' },
  {
    key: 'difficulty',
    labelId: 'cloudpower.calc.mining.difficulty',
    rule: {},
    // The difficulty of the spec's 0.00000052 BTC per T per day, in T (1e12).
    initial: (difficultyForOutput(PRICING_DEFAULTS.btcOutputPerTPerDay) / 1e12).toFixed(2),
  },
  {
    key: 'growth',
    labelId: 'cloudpower.calc.mining.growth',
    rule: { allowZero: true, max: 100 },
    initial: '2',
  },
] as const satisfies readonly FieldSpec<string>[];
export type MiningKey = (typeof MINING_FIELDS)[number]['key'];

export const initialTexts = <K extends string>(fields: readonly FieldSpec<K>[]) =>
  Object.fromEntries(fields.map((f) => [f.key, f.initial])) as Record<K, string>;

/** Every field read; `values` only when all are valid. */
export function readFields<K extends string>(
  fields: readonly FieldSpec<K>[],
  texts: Record<K, string>,
): { readings: Record<K, FieldReading>; values: Record<K, number> | null } {
  const readings = Object.fromEntries(
    fields.map((f) => [f.key, readNumber(texts[f.key], f.rule)]),
  ) as Record<K, FieldReading>;
  const all = Object.values(readings) as FieldReading[];
  const values = all.every((r) => r.ok)
    ? (Object.fromEntries(
        Object.entries(readings).map(([k, r]) => [k, (r as { value: number }).value]),
      ) as Record<K, number>)
    : null;
  return { readings, values };
}
