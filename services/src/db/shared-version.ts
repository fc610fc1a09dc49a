// A version shared by every API replica for data each of them keeps in memory (the catalog, the
// operator's content): each write bumps it after the write, and each replica reloads its copy
// when the version it reads differs from the one its copy was loaded at (versioned-copy.ts).
import type { Db } from 'mongodb';
import { defineCollection, getCollection } from './collections.js';

export interface SharedVersionDocument {
  /** What the version counts: `products`, `content`. */
  _id: string;
  version: number;
  changedAt: Date;
}

/** One document per versioned data set (the collection's name predates the content's). */
export const sharedVersionCollection = defineCollection<SharedVersionDocument>('catalog_version');

/** Marks the data set `id` changed; every replica's copy reloads on its next check. */
export async function bumpSharedVersion(db: Db, id: string, at: Date = new Date()): Promise<void> {
  await getCollection(db, sharedVersionCollection).updateOne(
    { _id: id },
    { $inc: { version: 1 }, $set: { changedAt: at } },
    { upsert: true },
  );
}

/**
 * The version as a copy compares it: the counter with its time, so that a version document
 * dropped and counted up again is still told apart. `none` before the first write.
 */
export async function readSharedVersion(db: Db, id: string): Promise<string> {
  const found = await getCollection(db, sharedVersionCollection).findOne({ _id: id });
  return found ? `${found.version}@${found.changedAt.getTime()}` : 'none';
}
