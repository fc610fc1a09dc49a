// Seeds the downloads at first start with the files /software offered before the operator could
// upload any (seed/downloads-seed.json: small real archives and guides, their bytes in base64 so
// that the bundled service carries them, with their texts in the four languages).
// Done once, ever, and only while there are none: `downloads_seeded` remembers it, so a
// download the operator deleted does not come back. The items' ids are fixed, so replicas
// seeding at once insert each once (the loser's stored file is removed again).
import { downloadIdSchema, downloadInputSchema } from '@minesite/shared/contract';
import { type Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { bumpSharedVersion } from '../../db/shared-version.js';
import type { DownloadFileStore } from './file-store.js';
import { downloadsCollection, type DownloadDocument } from './repository.js';
import { DOWNLOADS_VERSION_ID } from './service.js';
import seedFile from './seed/downloads-seed.json' with { type: 'json' };
import { ignoreDuplicate } from '../../db/duplicate-key.js';

export const downloadsSeededCollection = defineCollection<{ _id: string; seededAt: Date }>(
  'downloads_seeded',
);

interface SeedEntry {
  id: string;
  file: string;
  contentType: string;
  /** The day the file was released, shown as its upload date. */
  date: string;
  base64: string;
}

const SEED_ID = 'downloads';

export async function seedDownloads(db: Db, files: DownloadFileStore): Promise<number> {
  const seeded = getCollection(db, downloadsSeededCollection);
  if (await seeded.findOne({ _id: SEED_ID })) return 0;
  const downloads = getCollection(db, downloadsCollection);
  let inserted = 0;
  if ((await downloads.countDocuments({}, { limit: 1 })) === 0) {
    for (const [index, entry] of (seedFile as (SeedEntry & Record<string, unknown>)[]).entries()) {
      const { id, file, contentType, date, base64, ...input } = entry;
      const item = downloadInputSchema.parse(input);
      downloadIdSchema.parse(id);
      const bytes = Buffer.from(base64, 'base64');
      const stored = await files.save(file, contentType, bytes);
      const at = new Date(Date.now() + index);
      const document: DownloadDocument = {
        _id: id,
        ...item,
        file: { ...stored, name: file, contentType, uploadDate: new Date(`${date}T00:00:00Z`) },
        createdAt: at,
        updatedAt: at,
      };
      if (await ignoreDuplicate(downloads.insertOne(document))) inserted += 1;
      else await files.remove(stored.fileId);
    }
  }
  await ignoreDuplicate(seeded.insertOne({ _id: SEED_ID, seededAt: new Date() }));
  if (inserted > 0) await bumpSharedVersion(db, DOWNLOADS_VERSION_ID);
  return inserted;
}
