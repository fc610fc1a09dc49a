import type { ProductInput } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { defineCollection } from '../../db/collections.js';
import { Repository } from '../../db/repository.js';

/** A product as stored: its id is the document's `_id`. */
export type ProductDocument = ProductInput & { _id: string; createdAt: Date; updatedAt: Date };

/** The fields the shop and package filters read, each indexed after the category. */
const FILTER_FIELDS = [
  'price',
  'specs.algorithm',
  'specs.coin',
  'specs.cooling',
  'specs.hashrateTh',
  'specs.powerW',
  'specs.mode',
  'specs.minerModel',
  'specs.periodDays',
  'specs.discounted',
] as const;

export const productsCollection = defineCollection<ProductDocument>('products', [
  { key: { sortOrder: 1, _id: 1 }, name: 'list_order' },
  { key: { category: 1, sortOrder: 1, _id: 1 }, name: 'category_list_order' },
  ...FILTER_FIELDS.map((field) => ({
    key: { category: 1, [field]: 1 },
    name: `category_${field.replace('specs.', '')}`,
  })),
]);

/** Products in list order: sortOrder, then id. */
export class ProductsRepository extends Repository<ProductDocument> {
  constructor(db: Db) {
    super(db, productsCollection, { sortOrder: 1, _id: 1 });
  }

  /** Replaces the product's fields, keeping its id and createdAt; null when there is none. */
  async replace(id: string, input: ProductInput, updatedAt: Date): Promise<ProductDocument | null> {
    const current = await this.findById(id);
    if (!current) return null;
    const next: ProductDocument = { ...input, _id: id, createdAt: current.createdAt, updatedAt };
    const result = await this.collection.replaceOne({ _id: id }, next);
    return result.matchedCount === 1 ? next : null;
  }
}
