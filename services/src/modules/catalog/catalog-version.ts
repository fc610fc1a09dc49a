// The catalog's version, shared by every API replica: each write to the products (the admin's
// create, update and delete, the seed) bumps it after the write, and each replica reloads its
// in-memory copy when the version it reads differs from the one its copy was loaded at.
import type { Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';

interface CatalogVersionDocument {
  _id: 'products';
  version: number;
  changedAt: Date;
}

export const catalogVersionCollection = defineCollection<CatalogVersionDocument>('catalog_version');

const ID = 'products' as const;

/** Marks the products changed; every replica's copy reloads on its next check. */
export async function bumpCatalogVersion(db: Db, at: Date = new Date()): Promise<void> {
  await getCollection(db, catalogVersionCollection).updateOne(
    { _id: ID },
    { $inc: { version: 1 }, $set: { changedAt: at } },
    { upsert: true },
  );
}

/**
 * The version as a copy compares it: the counter with its time, so that a version document
 * dropped and counted up again is still told apart. `none` before the first write.
 */
export async function readCatalogVersion(db: Db): Promise<string> {
  const found = await getCollection(db, catalogVersionCollection).findOne({ _id: ID });
  return found ? `${found.version}@${found.changedAt.getTime()}` : 'none';
}
