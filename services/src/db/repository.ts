// The base of the repositories whose collections are near-identical: a typed collection read in
// one order, paged reads, inserts, `$set` edits and deletes by `_id`. Each subclass declares its
// collection (name, document type, indexes) and adds what only it does.
import type {
  Collection,
  Db,
  Document,
  Filter,
  OptionalUnlessRequiredId,
  Sort,
  UpdateFilter,
} from 'mongodb';
import { getCollection, type CollectionDefinition } from './collections.js';

export class Repository<T extends Document & { _id: unknown }> {
  protected readonly collection: Collection<T>;

  constructor(
    db: Db,
    definition: CollectionDefinition<T>,
    /** The order every read lists in (an index of the collection should serve it). */
    private readonly order: Sort,
  ) {
    this.collection = getCollection(db, definition);
  }

  /** The documents matching `filter`, in the repository's order; `limit` 0 for all of them. */
  findMatching(filter: Filter<T>, skip = 0, limit = 0): Promise<T[]> {
    return this.collection
      .find(filter)
      .sort(this.order)
      .skip(skip)
      .limit(limit)
      .toArray() as Promise<T[]>;
  }

  countMatching(filter: Filter<T>): Promise<number> {
    return this.collection.countDocuments(filter);
  }

  findById(id: T['_id']): Promise<T | null> {
    return this.collection.findOne(byId<T>(id)) as Promise<T | null>;
  }

  async insert(document: T): Promise<T> {
    await this.collection.insertOne(document as OptionalUnlessRequiredId<T>);
    return document;
  }

  /** Sets `fields` on the document; the document as it is then, or null when there is none. */
  protected setFields(id: T['_id'], fields: Partial<T>): Promise<T | null> {
    return this.collection.findOneAndUpdate(byId<T>(id), { $set: fields } as UpdateFilter<T>, {
      returnDocument: 'after',
    }) as Promise<T | null>;
  }

  async delete(id: T['_id']): Promise<boolean> {
    const result = await this.collection.deleteOne(byId<T>(id));
    return result.deletedCount === 1;
  }
}

const byId = <T extends Document>(id: unknown) => ({ _id: id }) as Filter<T>;
