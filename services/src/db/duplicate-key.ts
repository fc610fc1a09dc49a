import {
  MongoBulkWriteError,
  MongoServerError,
  type Collection,
  type Document,
  type OptionalUnlessRequiredId,
  type WriteError,
} from 'mongodb';

/** MongoDB's duplicate-key code: a unique index (or `_id`) holds the value already. */
const DUPLICATE_KEY = 11000;

/** True when the error is MongoDB's duplicate-key error. */
export function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}

/**
 * The per-document failures of a bulk write, as a list (the driver gives one object or an
 * array); empty when the error is no bulk write error or names no document (the whole command
 * failed, or never reached a server).
 */
export function bulkWriteErrors(error: unknown): WriteError[] {
  if (!(error instanceof MongoBulkWriteError) || error.writeErrors === undefined) return [];
  return ([] as WriteError[]).concat(error.writeErrors);
}

/** True when written; false when the key exists (another replica, or an earlier run). */
export async function ignoreDuplicate(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Inserts `documents` in one command, each at most once: those whose key exists (a repeat) are
 * skipped and the rest stored; any other failure throws. Returns how many were stored.
 */
export async function insertManyOnce<T extends Document>(
  collection: Collection<T>,
  documents: OptionalUnlessRequiredId<T>[],
): Promise<number> {
  if (documents.length === 0) return 0;
  try {
    return (await collection.insertMany(documents, { ordered: false })).insertedCount;
  } catch (error) {
    const errors = bulkWriteErrors(error);
    if (errors.length === 0 || errors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
    return (error as MongoBulkWriteError).insertedCount;
  }
}
