// A version shared by every API replica for data each of them keeps in memory (the catalog, the
// operator's content): each write bumps it after the write, and each replica reloads its copy
// when the version it reads differs from the one its copy was loaded at (versioned-copy.ts).
import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { defineCollection, getCollection } from './collections.js';
import { isDuplicateKey } from './duplicate-key.js';

export interface SharedVersionDocument {
  /** What the version counts: `products`, `content`. */
  _id: string;
  version: number;
  changedAt: Date;
  /**
   * Written fresh by each bump. FerretDB v1 applies `$inc` as a read and a write, so two bumps at
   * once may count one; the last stamp written still differs from any a copy loaded before it.
   */
  stamp?: string;
}

/** One document per versioned data set (the collection's name predates the content's). */
export const sharedVersionCollection = defineCollection<SharedVersionDocument>('catalog_version');

/**
 * Marks the data set `id` changed; every replica's copy reloads on its next check. Two replicas
 * bumping a version that does not exist yet both try to insert it and one gets a duplicate key
 * (MongoDB documents this race for upserts); by then the document exists, so its retry updates it.
 */
export async function bumpSharedVersion(db: Db, id: string, at: Date = new Date()): Promise<void> {
  const bump = () =>
    getCollection(db, sharedVersionCollection).updateOne(
      { _id: id },
      { $inc: { version: 1 }, $set: { changedAt: at, stamp: randomUUID() } },
      { upsert: true },
    );
  try {
    await bump();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await bump();
  }
}

/**
 * The version as a copy compares it: the counter with its time and stamp, so that a version
 * document dropped and counted up again, or two bumps counted as one, are still told apart.
 * `none` before the first write.
 */
export async function readSharedVersion(db: Db, id: string): Promise<string> {
  const found = await getCollection(db, sharedVersionCollection).findOne({ _id: id });
  return found ? `${found.version}@${found.changedAt.getTime()}/${found.stamp ?? ''}` : 'none';
}
