// Each repository declares its collection here: name, document type and indexes. The indexes
// are created (awaited) before the server listens. They must also work on FerretDB v1: no TTL
// and no partial indexes (expire records with a periodic sweep instead).
import type { Collection, Db, Document, IndexDescription } from 'mongodb';
import { databaseServer } from './database-server.js';

export interface CollectionDefinition<T extends Document = Document> {
  name: string;
  /** Every index needs a stable `name`, so a changed definition fails loudly at start. */
  indexes: (IndexDescription & { name: string })[];
  /**
   * Run before any of `indexes` is created (only when one is missing): brings stored documents
   * to what a new index needs (a unique field filled in). Safe to repeat and to run on several
   * replicas at once.
   */
  beforeIndexes?: (db: Db) => Promise<unknown>;
  /** Only carries the document type. */
  readonly _document?: T;
}

export function defineCollection<T extends Document>(
  name: string,
  indexes: CollectionDefinition<T>['indexes'] = [],
  beforeIndexes?: CollectionDefinition<T>['beforeIndexes'],
): CollectionDefinition<T> {
  for (const index of indexes) {
    if (index.expireAfterSeconds !== undefined || index.partialFilterExpression !== undefined) {
      throw new Error(
        `Index ${name}.${index.name}: TTL and partial indexes do not work on FerretDB v1; ` +
          'use a periodic sweep or a plain index',
      );
    }
  }
  return beforeIndexes ? { name, indexes, beforeIndexes } : { name, indexes };
}

export function getCollection<T extends Document>(
  db: Db,
  definition: CollectionDefinition<T>,
): Collection<T> {
  return db.collection<T>(definition.name);
}

/**
 * Creates the declared indexes that do not exist yet. Existing ones are compared, not created
 * again: FerretDB v1 drops the connection when asked to re-create an existing unique index, and
 * a changed definition under the same name must fail loudly rather than be ignored. On FerretDB
 * v1 only the unique ones are made (and plain ones an earlier start made are dropped): it serves
 * no query from any index but `_id`'s, so a plain index there would only slow every write (each
 * is an expression over the stored document, evaluated at every insert and update).
 */
export async function ensureIndexes(db: Db, definitions: CollectionDefinition[]): Promise<void> {
  const onlyUnique = await databaseServer(db).servesOnlyIdFromIndexes();
  for (const { name, indexes, beforeIndexes } of definitions) {
    const wanted = indexesMade(indexes, onlyUnique);
    try {
      const existing = await existingIndexes(db, name);
      if (onlyUnique) await dropUnused(db, name, indexes, existing);
      if (wanted.length === 0) continue;
      const missing = wanted.filter((index) => {
        const found = existing.get(index.name);
        if (!found) return true;
        if (!sameIndex(found, index)) {
          throw new Error(`index ${index.name} exists with another definition; drop it first`);
        }
        return false;
      });
      if (missing.length === 0) continue;
      await beforeIndexes?.(db);
      await db.collection(name).createIndexes(missing);
    } catch (error) {
      throw new Error(`Could not create the indexes of ${name}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

/** The indexes of a collection `ensureIndexes` makes (see DatabaseServer.servesOnlyIdFromIndexes). */
export function indexesMade<T extends IndexDescription>(indexes: T[], onlyUnique: boolean): T[] {
  return onlyUnique ? indexes.filter((index) => index.unique) : indexes;
}

/** Drops the declared plain indexes an earlier start made (their names are ours alone). */
async function dropUnused(
  db: Db,
  name: string,
  declared: CollectionDefinition['indexes'],
  existing: Map<string, Document>,
): Promise<void> {
  for (const index of declared) {
    if (!index.unique && existing.has(index.name)) {
      await db.collection(name).dropIndex(index.name);
    }
  }
}

async function existingIndexes(db: Db, name: string): Promise<Map<string, Document>> {
  try {
    const list = await db.collection(name).listIndexes().toArray();
    return new Map(list.map((index) => [index.name as string, index]));
  } catch (error) {
    // No such collection yet (MongoDB's NamespaceNotFound): it has no indexes.
    if ((error as { code?: number }).code === 26) return new Map();
    throw error;
  }
}

function sameIndex(found: Document, wanted: IndexDescription): boolean {
  return (
    JSON.stringify(found.key) === JSON.stringify(wanted.key) &&
    Boolean(found.unique) === Boolean(wanted.unique)
  );
}
