/**
 * The specification fields of each product kind, for one generic form. The table is checked
 * against the catalog contract's types: every field of every kind must be described here, with
 * an editor that fits its value, so a field added to the contract fails the build until the
 * form knows it.
 */
import {
  ALGORITHMS,
  COINS,
  COOLING_TYPES,
  EVENT_ITEM_STATES,
  PACKAGE_MODES,
  type ProductCategory,
} from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';

export interface NumberField {
  kind: 'number';
  /** Must be above 0 (otherwise at least 0). */
  positive?: boolean;
  integer?: boolean;
  max?: number;
  /** Empty stands for null (e.g. a permanent package has no period). */
  nullable?: boolean;
  /** Only these values (e.g. a container is 20 or 40 ft). */
  options?: readonly number[];
}
export interface TextField {
  kind: 'text';
  maxLength: number;
}
export interface ChoiceField {
  kind: 'choice';
  options: readonly string[];
}
export interface BooleanField {
  kind: 'boolean';
}
/** Positive numbers separated by commas, e.g. `50, 100, 200`. */
export interface NumberListField {
  kind: 'numberList';
  maxItems: number;
}
/** A date and time, shown in the operator's time zone and stored as ISO. */
export interface DateTimeField {
  kind: 'datetime';
}
/** Nested lists (localized rows, options …), edited as JSON; `empty` starts a new product. */
export interface JsonField {
  kind: 'json';
  empty: unknown;
  optional?: boolean;
}

export type SpecField =
  | NumberField
  | TextField
  | ChoiceField
  | BooleanField
  | NumberListField
  | DateTimeField
  | JsonField;

/** The editor a value of type V may have. */
type FieldFor<V> = [V] extends [boolean]
  ? BooleanField
  : [V] extends [number]
    ? NumberField
    : [V] extends [number | null]
      ? NumberField & { nullable: true }
      : [V] extends [string]
        ? TextField | ChoiceField | DateTimeField
        : [V] extends [number[]]
          ? NumberListField
          : JsonField;

type SpecsOf<C extends ProductCategory> = Extract<Product, { category: C }>['specs'];
type FieldsOf<S> = { [K in keyof S]-?: FieldFor<Exclude<S[K], undefined>> } & {
  [K in keyof S as undefined extends S[K] ? K : never]-?: JsonField & { optional: true };
};

const positive: NumberField = { kind: 'number', positive: true };
const nonNegative: NumberField = { kind: 'number' };
const positiveInteger: NumberField = { kind: 'number', positive: true, integer: true };
const text = (maxLength: number): TextField => ({ kind: 'text', maxLength });
const choice = (options: readonly string[]): ChoiceField => ({ kind: 'choice', options });
const rows: JsonField = { kind: 'json', empty: [] };

const eventItem: FieldsOf<SpecsOf<'draw'>> = {
  units: positiveInteger,
  priceUnit: choice(['unit', 'T']),
  state: choice(EVENT_ITEM_STATES),
  startsAt: { kind: 'datetime' },
  endsAt: { kind: 'datetime' },
};

export const SPEC_FIELDS: { [C in ProductCategory]: FieldsOf<SpecsOf<C>> } = {
  miner: {
    algorithm: choice(ALGORITHMS),
    coin: choice(COINS),
    hashrateTh: positive,
    powerW: positive,
    cooling: choice(COOLING_TYPES),
    chip: text(100),
    size: text(100),
    weightKg: positive,
    noiseDb: positive,
    efficiencyJPerTh: positive,
    code: text(100),
    warrantyMonths: { kind: 'number', integer: true },
  },
  'cloud-package': {
    mode: choice(PACKAGE_MODES),
    minerModel: text(100),
    periodDays: { kind: 'number', positive: true, integer: true, nullable: true },
    hashrateOptionsTh: { kind: 'numberList', maxItems: 10 },
    pricePerT: positive,
    powerFeePerTPerDay: nonNegative,
    historicalYieldBtcPerTPerDay: nonNegative,
    percentSold: { kind: 'number', max: 100 },
    startWithinHours: positiveInteger,
    payoutPool: text(50),
    payoutPeriod: text(50),
    discounted: { kind: 'boolean' },
    miner: { kind: 'json', empty: null, optional: true },
  },
  'gpu-plan': {
    gpuModel: text(50),
    hourlyPrice: { kind: 'number', positive: true, nullable: true },
    monthlyPrice: positive,
    memberHourlyPrice: { kind: 'number', positive: true, nullable: true },
    memberMonthlyPrice: positive,
    cpuCores: positiveInteger,
    memoryGb: positiveInteger,
    systemDiskGb: positiveInteger,
    dataDiskGb: positiveInteger,
  },
  container: {
    sizeFt: { kind: 'number', integer: true, options: [20, 40] },
    minerSlots: positiveInteger,
    maxPowerKw: positive,
    voltageV: positive,
    phases: positiveInteger,
    includedItems: rows,
    options: rows,
  },
  'hosting-site': {
    pricePerKwhCents: positive,
    minUnits: positiveInteger,
    features: rows,
  },
  'gas-generator': {
    model: text(50),
    groups: rows,
  },
  'water-cooling': { rows },
  'ai-power': { rows },
  draw: eventItem,
  auction: eventItem,
};

/** The fields of `category` in the order the form shows them. */
export function specFieldsOf(category: ProductCategory): [string, SpecField][] {
  return Object.entries(SPEC_FIELDS[category]) as [string, SpecField][];
}
