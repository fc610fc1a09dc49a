/**
 * The catalog contract: one product shape for every kind the site sells, with the
 * fields of its kind under `specs`, discriminated by `category`. The service validates with
 * these schemas; the pages infer their types from them (`import type`).
 */
import './browser-jitless';
import { z } from 'zod';
import {
  ALGORITHMS,
  COINS,
  COOLING_TYPES,
  CURRENCIES,
  EVENT_ITEM_STATES,
  HASHRATE_BANDS,
  PACKAGE_MODES,
  POWER_BANDS,
  PRICE_BANDS,
  PRODUCT_CATEGORIES,
  PRODUCT_ID_PATTERN,
  type ProductCategory,
} from '../domain/catalog';
import { requiredText, trimmedText } from './common';

const text = requiredText;
const positive = z.number().positive().finite();
const nonNegative = z.number().min(0).finite();
const count = z.number().int().min(0);

/** A text in the four languages of the site. */
export const localizedTextSchema = z.strictObject({
  zh: text(2000),
  en: text(2000),
  es: text(2000),
  ru: text(2000),
});
export type LocalizedText = z.output<typeof localizedTextSchema>;

/** A labelled specification row (`Altitude` → `below 2000 m`), for the less regular kinds. */
const specRow = z.strictObject({ label: localizedTextSchema, value: text(200) });
const specRows = z.array(specRow).max(40);

export const minerSpecsSchema = z.strictObject({
  algorithm: z.enum(ALGORITHMS),
  coin: z.enum(COINS),
  hashrateTh: positive,
  powerW: positive,
  cooling: z.enum(COOLING_TYPES),
  chip: text(100),
  /** e.g. `400 × 195 × 290 mm` */
  size: text(100),
  weightKg: positive,
  noiseDb: positive,
  efficiencyJPerTh: positive,
  /** The maker's model code. */
  code: text(100),
  warrantyMonths: count,
});

export const cloudPackageSpecsSchema = z.strictObject({
  mode: z.enum(PACKAGE_MODES),
  minerModel: text(100),
  /** null: a permanent package. */
  periodDays: z.number().int().positive().nullable(),
  /** The hashrates a buyer may choose, in TH/s. */
  hashrateOptionsTh: z.array(positive).min(1).max(10),
  /** Hashrate fee per T, in the product's currency. */
  pricePerT: positive,
  /** Electricity fee per T per day, in the product's currency. */
  powerFeePerTPerDay: nonNegative,
  /** Historical yield, BTC per T per day. */
  historicalYieldBtcPerTPerDay: nonNegative,
  percentSold: z.number().min(0).max(100),
  startWithinHours: z.number().int().positive(),
  payoutPool: text(50),
  /** e.g. `daily` */
  payoutPeriod: text(50),
  discounted: z.boolean(),
  /** The machine behind the package, where the page shows it (141 TH/s, 3031 W, 21.5 J/T). */
  miner: z
    .strictObject({ hashrateTh: positive, powerW: positive, efficiencyJPerTh: positive })
    .optional(),
});

export const gpuPlanSpecsSchema = z.strictObject({
  gpuModel: text(50),
  /** null where the plan is only rented by the month. */
  hourlyPrice: positive.nullable(),
  monthlyPrice: positive,
  memberHourlyPrice: positive.nullable(),
  memberMonthlyPrice: positive,
  cpuCores: z.number().int().positive(),
  memoryGb: z.number().int().positive(),
  systemDiskGb: z.number().int().positive(),
  dataDiskGb: z.number().int().positive(),
});

export const containerSpecsSchema = z.strictObject({
  sizeFt: z.union([z.literal(20), z.literal(40)]),
  minerSlots: z.number().int().positive(),
  maxPowerKw: positive,
  voltageV: positive,
  phases: z.number().int().positive(),
  includedItems: z.array(localizedTextSchema).max(30),
  options: z
    .array(z.strictObject({ id: text(50), name: localizedTextSchema, price: nonNegative }))
    .max(30),
});

export const hostingSiteSpecsSchema = z.strictObject({
  /** Price of a kWh in US cents. */
  pricePerKwhCents: positive,
  /** The smallest number of machines hosted. */
  minUnits: z.number().int().positive(),
  features: z.array(localizedTextSchema).max(20),
});

/** Gas generator sets: rows grouped as the natural gas page shows them. */
export const gasGeneratorSpecsSchema = z.strictObject({
  model: text(50),
  groups: z
    .array(
      z.strictObject({
        group: z.enum(['basic', 'engine', 'generatorSet', 'generator']),
        rows: specRows,
      }),
    )
    .max(4),
});

export const rowSpecsSchema = z.strictObject({ rows: specRows });

/** Draws and auctions; times are ISO, shown in UTC+8. */
export const eventItemSpecsSchema = z.strictObject({
  units: z.number().int().positive(),
  /** What `price` is for: one unit, or one T of hashrate. */
  priceUnit: z.enum(['unit', 'T']),
  state: z.enum(EVENT_ITEM_STATES),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});

const productFields = {
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Image URLs: uploads (`/api/uploads/…`) or absolute addresses. */
  images: z.array(requiredText(500)).max(10),
  /** The headline price: per machine, per T, per month or per kWh as the kind says. */
  price: nonNegative,
  currency: z.enum(CURRENCIES),
  soldOut: z.boolean(),
  /** Lower first in lists. */
  sortOrder: z.number().int(),
};

const kind = <C extends ProductCategory, S extends z.ZodType, E extends z.core.$ZodShape>(
  category: C,
  specs: S,
  extra: E,
) => z.strictObject({ category: z.literal(category), ...productFields, specs, ...extra });

/** One schema per kind; `extra` adds the fields the service sets (id and times). */
const kinds = <E extends z.core.$ZodShape>(extra: E) =>
  [
    kind('miner', minerSpecsSchema, extra),
    kind('cloud-package', cloudPackageSpecsSchema, extra),
    kind('gpu-plan', gpuPlanSpecsSchema, extra),
    kind('container', containerSpecsSchema, extra),
    kind('hosting-site', hostingSiteSpecsSchema, extra),
    kind('gas-generator', gasGeneratorSpecsSchema, extra),
    kind('water-cooling', rowSpecsSchema, extra),
    kind('ai-power', rowSpecsSchema, extra),
    kind('draw', eventItemSpecsSchema, extra),
    kind('auction', eventItemSpecsSchema, extra),
  ] as const;

/** The body of POST /api/products and PUT /api/products/{id}. */
export const productInputSchema = z.discriminatedUnion('category', kinds({}));
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductRequest = z.input<typeof productInputSchema>;

/** A product id: the seeded ones are short (`1` is the whole-machine page), new ones server-made. */
export const productIdSchema = z
  .string()
  .regex(PRODUCT_ID_PATTERN, 'must be 1 to 64 lowercase letters, digits or -');

/** A product as the service answers it. */
export const productSchema = z.discriminatedUnion(
  'category',
  kinds({ id: productIdSchema, createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() }),
);
export type Product = z.output<typeof productSchema>;
export type ProductOf<C extends ProductCategory> = Extract<Product, { category: C }>;

const band = (values: readonly string[]) =>
  z.enum(values as [string, ...string[]], { error: `must be one of: ${values.join(', ')}` });
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/products: the shop's and the package list's filters, applied by the service. */
export const productQuerySchema = z.strictObject({
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  /** Case-insensitive search in the product's name, in any language. */
  q: trimmedText(100).optional(),
  algorithm: z.enum(ALGORITHMS).optional(),
  coin: z.enum(COINS).optional(),
  cooling: z.enum(COOLING_TYPES).optional(),
  /** Hashrate band in TH/s, e.g. `50-100`. */
  hashrate: band(HASHRATE_BANDS).optional(),
  /** Power band in W, e.g. `1000-2000`. */
  power: band(POWER_BANDS).optional(),
  /** Price band in CNY, e.g. `10000-20000`. */
  price: band(PRICE_BANDS).optional(),
  mode: z.enum(PACKAGE_MODES).optional(),
  minerModel: trimmedText(100).optional(),
  /** Package period in days; `permanent` for packages without an end. */
  period: z.union([z.literal('permanent'), z.coerce.number().int().positive()]).optional(),
  discounted: flag.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ProductQuery = z.input<typeof productQuerySchema>;

/** A page of a list: the items, how many match in all, and which page this is. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
/** A page of `T`s, as `pageOf` describes it: for lists typed by their rows. */
export type Page<T> = Omit<z.output<ReturnType<typeof pageOf>>, 'items'> & { items: T[] };
export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.output<typeof productPageSchema>;
/** The query as the service reads it: defaults applied, flags as booleans. */
export type ParsedProductQuery = z.output<typeof productQuerySchema>;
