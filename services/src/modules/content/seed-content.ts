// Seeds the content at first start with the texts the pages showed before the operator could
// edit them (seed/content-seed.json). A kind is seeded once, ever, and only while it is empty:
// `content_seeded` remembers the kinds done, so items the operator edited or deleted stay as
// left. The items' ids are fixed, so replicas seeding at once insert each item once.
import {
  CONTENT_KINDS,
  contentIdSchema,
  contentInputSchemas,
  type ContentKind,
} from '@minesite/shared/contract';
import { type Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { bumpSharedVersion } from '../../db/shared-version.js';
import {
  CONTENT_VERSION_ID,
  contentCollection,
  contentDocumentId,
  type ContentDocument,
} from './content-store.js';
import seedFile from './seed/content-seed.json' with { type: 'json' };
import { ignoreDuplicate } from '../../db/duplicate-key.js';

interface SeededKind {
  _id: ContentKind;
  seededAt: Date;
}

export const contentSeededCollection = defineCollection<SeededKind>('content_seeded');

export type ContentSeed = Record<ContentKind, readonly { id: string }[]>;

export const contentSeed = seedFile as ContentSeed;

/** The kinds this run inserted items of. */
export async function seedContent(
  db: Db,
  seed: ContentSeed = contentSeed,
  now: () => Date = () => new Date(),
): Promise<ContentKind[]> {
  const seeded = getCollection(db, contentSeededCollection);
  const items = getCollection(db, contentCollection);
  const done = new Set((await seeded.find({}).toArray()).map((d) => d._id));
  const insertedKinds: ContentKind[] = [];
  for (const kind of CONTENT_KINDS) {
    if (done.has(kind)) continue;
    // A kind that has items (made before the seed was remembered) is the operator's already.
    const empty = (await items.countDocuments({ kind }, { limit: 1 })) === 0;
    let inserted = 0;
    if (empty) {
      for (const [index, document] of checkedSeed(kind, seed[kind], now()).entries()) {
        // Created one millisecond apart, so that the seed keeps its order among equal `order`s.
        document.createdAt = new Date(document.createdAt.getTime() + index);
        if (await ignoreDuplicate(items.insertOne(document))) inserted += 1;
      }
    }
    await ignoreDuplicate(seeded.insertOne({ _id: kind, seededAt: now() }));
    if (inserted > 0) insertedKinds.push(kind);
  }
  // The replicas already running reload their copies.
  if (insertedKinds.length > 0) await bumpSharedVersion(db, CONTENT_VERSION_ID, now());
  return insertedKinds;
}

/** Every seed item parses with the contract and has a unique, well-formed id. */
function checkedSeed(
  kind: ContentKind,
  items: readonly { id: string }[],
  at: Date,
): ContentDocument[] {
  const ids = new Set<string>();
  return items.map(({ id, ...input }) => {
    if (!contentIdSchema.safeParse(id).success)
      throw new Error(`Seed ${kind} id ${id} is malformed`);
    if (ids.has(id)) throw new Error(`Seed ${kind} id ${id} appears twice`);
    ids.add(id);
    const parsed = contentInputSchemas[kind].safeParse(input);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new Error(`Seed ${kind} ${id} does not match the contract: ${problems.join('; ')}`);
    }
    const fields = parsed.data as { published: boolean; order: number };
    return {
      ...fields,
      _id: contentDocumentId(kind, id),
      kind,
      itemId: id,
      createdAt: at,
      updatedAt: at,
    };
  });
}
