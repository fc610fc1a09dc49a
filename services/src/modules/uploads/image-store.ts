// Images kept in the database with GridFS (bucket `uploads`: collections uploads.files and
// uploads.chunks), so every replica serves the same files and a backup of the database holds
// them. Works on MongoDB and FerretDB v1, where GridFS is two ordinary collections.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type Db } from 'mongodb';
import { defineCollection } from '../../db/collections.js';

const BUCKET = 'uploads';

/**
 * A GridFS bucket's two collections with the indexes the driver would otherwise make on first
 * write (also for the downloads' bucket).
 */
export function gridFsCollections(bucket: string) {
  return {
    files: defineCollection(`${bucket}.files`, [
      { key: { filename: 1, uploadDate: 1 }, name: 'filename_1_uploadDate_1' },
    ]),
    chunks: defineCollection(`${bucket}.chunks`, [
      { key: { files_id: 1, n: 1 }, name: 'files_id_1_n_1', unique: true },
    ]),
  };
}

const uploadCollections = gridFsCollections(BUCKET);
export const uploadFilesCollection = uploadCollections.files;
export const uploadChunksCollection = uploadCollections.chunks;

export interface StoredImage {
  contentType: string;
  length: number;
  uploadDate: Date;
  stream(): Readable;
}

export class ImageStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: BUCKET });
  }

  async save(name: string, bytes: Buffer, contentType: string): Promise<void> {
    const upload = this.bucket.openUploadStream(name, { metadata: { contentType } });
    try {
      await pipeline(async function* () {
        yield bytes;
      }, upload);
    } catch (error) {
      // A write that failed midway leaves no partial file: its chunks are deleted (the file
      // document is written last, so there is none).
      await upload.abort().catch(() => {});
      throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    return (await this.bucket.find({ filename: name }).limit(1).toArray()).length > 0;
  }

  /** The newest file of that name, or null. */
  async open(name: string): Promise<StoredImage | null> {
    const [file] = await this.bucket
      .find({ filename: name })
      .sort({ uploadDate: -1 })
      .limit(1)
      .toArray();
    if (!file) return null;
    const contentType = (file.metadata as { contentType?: unknown } | undefined)?.contentType;
    return {
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      length: file.length,
      uploadDate: file.uploadDate,
      stream: () => this.bucket.openDownloadStream(file._id),
    };
  }
}
