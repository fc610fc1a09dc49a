// GET /api/products: the parsed query becomes one MongoDB filter. Every value has been checked
// by the contract's schema (enums, bands), and the name search is escaped, so nothing the
// visitor types reaches the database as an operator or a pattern. The in-memory catalog applies
// the same filter with sift (MongoDB's query language over plain objects), so the rules live once.
import { CATALOG_LOCALES, parseBand, type ParsedProductQuery } from '@minesite/shared/contract';
import type { Filter } from 'mongodb';
import siftModule from 'sift';
import { containsText } from '../../db/text-match.js';
import type { ProductDocument } from './repository.js';

type Conditions = Record<string, unknown>;

// A CommonJS package: TypeScript reads its function as the `default` of the module object.
const sift = siftModule.default;

export function productFilter(query: ParsedProductQuery): Filter<ProductDocument> {
  const where: Conditions = {};
  if (query.category) where.category = query.category;
  if (query.algorithm) where['specs.algorithm'] = query.algorithm;
  if (query.coin) where['specs.coin'] = query.coin;
  if (query.cooling) where['specs.cooling'] = query.cooling;
  if (query.hashrate) where['specs.hashrateTh'] = within(query.hashrate);
  if (query.power) where['specs.powerW'] = within(query.power);
  if (query.price) {
    // The bands are in CNY: products priced in another currency are outside every band.
    where.price = within(query.price);
    where.currency = 'CNY';
  }
  if (query.mode) where['specs.mode'] = query.mode;
  if (query.minerModel) where['specs.minerModel'] = query.minerModel;
  if (query.period !== undefined) {
    where['specs.periodDays'] =
      query.period === 'permanent' ? { $exists: true, $eq: null } : query.period;
  }
  if (query.discounted !== undefined) where['specs.discounted'] = query.discounted;
  if (query.q) {
    const match = containsText(query.q);
    where.$or = CATALOG_LOCALES.map((locale) => ({ [`name.${locale}`]: match }));
  }
  return where as Filter<ProductDocument>;
}

/** The filter as a predicate over stored products, as the database would apply it. */
export function productMatcher(query: ParsedProductQuery): (product: ProductDocument) => boolean {
  return sift(productFilter(query) as Parameters<typeof sift>[0]);
}

/** A closed band `min-max` (both ends included); the schema has already checked the value. */
function within(band: string): { $gte: number; $lte: number } {
  const parsed = parseBand(band);
  if (!parsed) throw new Error(`not a band: ${band}`);
  return { $gte: parsed.min, $lte: parsed.max };
}
