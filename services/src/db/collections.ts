// Each repository declares its collection here: name, document type and indexes. The indexes
// are created (awaited) before the server listens. They must also work on FerretDB v1: no TTL
// and no partial indexes (expire records with a periodic sweep instead).
import type { Collection, Db, Document, IndexDescription } from 'mongodb';

export interface CollectionDefinition<T extends Document = Document> {
  name: string;
  /** Every index needs a stable `name`, so a changed definition fails loudly at start. */
  indexes: (IndexDescription & { name: string })[];
  /** Only carries the document type. */
  readonly _document?: T;
}

export function defineCollection<T extends Document>(
  name: string,
  indexes: CollectionDefinition<T>['indexes'] = [],
): CollectionDefinition<T> {
  for (const index of indexes) {
    if (index.expireAfterSeconds !== undefined || index.partialFilterExpression !== undefined) {
      throw new Error(
        `Index ${name}.${index.name}: TTL and partial indexes do not work on FerretDB v1; ` +
          'use a periodic sweep or a plain index',
      );
    }
  }
  return { name, indexes };
}

export function getCollection<T extends Document>(
  db: Db,
  definition: CollectionDefinition<T>,
): Collection<T> {
  return db.collection<T>(definition.name);
}

export async function ensureIndexes(db: Db, definitions: CollectionDefinition[]): Promise<void> {
  for (const { name, indexes } of definitions) {
    if (indexes.length === 0) continue;
    try {
      await db.collection(name).createIndexes(indexes);
    } catch (error) {
      throw new Error(`Could not create the indexes of ${name}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}
