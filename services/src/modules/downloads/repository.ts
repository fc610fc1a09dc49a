import type { DownloadInput } from '@minesite/shared/contract';
import type { Db, ObjectId } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';

export interface DownloadDocument extends DownloadInput {
  _id: string;
  file: {
    fileId: ObjectId;
    name: string;
    contentType: string;
    size: number;
    sha256: string;
    uploadDate: Date;
  };
  createdAt: Date;
  updatedAt: Date;
}

export const downloadsCollection = defineCollection<DownloadDocument>('downloads', [
  { key: { order: 1, createdAt: 1 }, name: 'order_1_createdAt_1' },
]);

export class DownloadsRepository {
  private readonly collection;

  constructor(db: Db) {
    this.collection = getCollection(db, downloadsCollection);
  }

  /** Every download in list order. */
  all(): Promise<DownloadDocument[]> {
    return this.collection.find({}).sort({ order: 1, createdAt: 1, _id: 1 }).toArray();
  }

  find(id: string): Promise<DownloadDocument | null> {
    return this.collection.findOne({ _id: id });
  }

  async insert(document: DownloadDocument): Promise<void> {
    await this.collection.insertOne(document);
  }

  /** The new document, or null when there is no such download. */
  update(id: string, input: DownloadInput, at: Date): Promise<DownloadDocument | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { ...input, updatedAt: at } },
      { returnDocument: 'after' },
    );
  }

  async delete(id: string): Promise<DownloadDocument | null> {
    return this.collection.findOneAndDelete({ _id: id });
  }
}
