// The downloads' files in GridFS (bucket `downloads`, beside the images' `uploads`): stored as
// they stream in, measured (size, SHA-256) on the way, never more than the limit. A file that
// goes over it, or whose request breaks off, is aborted: its chunks are deleted and no file
// document is written (GridFS writes it last).
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GridFSBucket, ObjectId, type Db } from 'mongodb';
import { gridFsCollections } from '../uploads/image-store.js';

const BUCKET = 'downloads';

export const downloadFileCollections = gridFsCollections(BUCKET);

export interface StoredFileInfo {
  fileId: ObjectId;
  size: number;
  sha256: string;
  uploadDate: Date;
}

/** A file being written: feed it chunks, then `end()` for its info or `abort()` for nothing. */
export interface FileWrite {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<StoredFileInfo>;
  abort(): Promise<void>;
}

export class DownloadFileStore {
  private readonly bucket: GridFSBucket;

  constructor(private readonly db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: BUCKET });
  }

  begin(name: string, contentType: string): FileWrite {
    const fileId = new ObjectId();
    const upload = this.bucket.openUploadStreamWithId(fileId, name, { metadata: { contentType } });
    const hash = createHash('sha256');
    const chunks = this.db.collection(downloadFileCollections.chunks.name);
    let size = 0;
    let aborted = false;
    // The write stream's errors surface through write/end; never as an unhandled event.
    upload.on('error', () => {});
    return {
      async write(chunk) {
        if (aborted) return;
        size += chunk.length;
        hash.update(chunk);
        // Resolved once the chunk is handed to the database, so that none is in flight after
        // the last write (an abort then leaves nothing behind).
        await new Promise<void>((resolve, reject) => {
          upload.write(chunk, (error) => (error ? reject(error) : resolve()));
        });
      },
      async end() {
        await new Promise<void>((resolve, reject) => {
          upload.once('error', reject);
          upload.end(() => resolve());
        });
        return { fileId, size, sha256: hash.digest('hex'), uploadDate: new Date() };
      },
      /** Safe to repeat: each call also deletes any chunk a write still in flight stored. */
      async abort() {
        if (!aborted) {
          aborted = true;
          await upload.abort().catch(() => {});
        }
        await chunks.deleteMany({ files_id: fileId });
      },
    };
  }

  /** Stores whole bytes (the seed's small files). */
  async save(name: string, contentType: string, bytes: Buffer): Promise<StoredFileInfo> {
    const write = this.begin(name, contentType);
    try {
      await write.write(bytes);
      return await write.end();
    } catch (error) {
      await write.abort();
      throw error;
    }
  }

  open(fileId: ObjectId): Readable {
    return this.bucket.openDownloadStream(fileId);
  }

  async remove(fileId: ObjectId): Promise<void> {
    // Already gone (a delete retried) is not a failure.
    await this.bucket.delete(fileId).catch((error: unknown) => {
      if (!/not found/i.test(String((error as Error).message))) throw error;
    });
  }
}
