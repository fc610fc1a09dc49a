import type { PowerConsultationStatus } from '@minesite/shared/contract';
import type { Collection, Db, Filter, ObjectId } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';

export interface PowerConsultationDocument {
  _id: ObjectId;
  name: string;
  email: string;
  /** '' when the visitor gave none. */
  phone: string;
  message: string;
  status: PowerConsultationStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** What the operator's edit may change; createdAt is not among them. */
export type PowerConsultationEdit = Pick<
  PowerConsultationDocument,
  'name' | 'email' | 'phone' | 'message' | 'status'
>;

export const powerConsultationsCollection = defineCollection<PowerConsultationDocument>(
  'power_consultations',
  [{ key: { createdAt: -1, _id: -1 }, name: 'newest_first' }],
);

export class PowerConsultationsRepository {
  private readonly collection: Collection<PowerConsultationDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, powerConsultationsCollection);
  }

  listNewestFirst(): Promise<PowerConsultationDocument[]> {
    return this.collection.find().sort({ createdAt: -1, _id: -1 }).toArray();
  }

  /** Consultations matching `filter`, newest first; `limit` 0 for all of them. */
  findMatching(
    filter: Filter<PowerConsultationDocument>,
    skip: number,
    limit = 0,
  ): Promise<PowerConsultationDocument[]> {
    return this.collection
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .toArray();
  }

  countMatching(filter: Filter<PowerConsultationDocument>): Promise<number> {
    return this.collection.countDocuments(filter);
  }

  /** Deletes the consultations still `new` created before `cutoff`; returns how many. */
  async deleteUnprocessedBefore(cutoff: Date): Promise<number> {
    const result = await this.collection.deleteMany({ status: 'new', createdAt: { $lt: cutoff } });
    return result.deletedCount;
  }

  async insert(consultation: PowerConsultationDocument): Promise<PowerConsultationDocument> {
    await this.collection.insertOne(consultation);
    return consultation;
  }

  update(id: ObjectId, edit: PowerConsultationEdit, updatedAt: Date) {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { ...edit, updatedAt } },
      { returnDocument: 'after' },
    );
  }

  async delete(id: ObjectId): Promise<boolean> {
    const result = await this.collection.deleteOne({ _id: id });
    return result.deletedCount === 1;
  }
}
