// The catalog's version, shared by every API replica (db/shared-version.ts): each write to the
// products (the admin's create, update and delete, the seed) bumps it after the write.
import type { Db } from 'mongodb';
import {
  bumpSharedVersion,
  readSharedVersion,
  sharedVersionCollection,
} from '../../db/shared-version.js';

export const catalogVersionCollection = sharedVersionCollection;

const ID = 'products';

/** Marks the products changed; every replica's copy reloads on its next check. */
export async function bumpCatalogVersion(db: Db, at: Date = new Date()): Promise<void> {
  await bumpSharedVersion(db, ID, at);
}

/** The version as a copy compares it; `none` before the first write. */
export async function readCatalogVersion(db: Db): Promise<string> {
  return readSharedVersion(db, ID);
}
