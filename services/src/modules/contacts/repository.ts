import type { Collection, Db, Filter, ObjectId } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import type { ContactStatus } from '@minesite/shared/contract';

export interface ContactDocument {
  _id: ObjectId;
  title: string;
  email: string;
  phone: string;
  machineCount: string;
  source: string;
  status: ContactStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields an edit may change; status and createdAt are not among them. */
export type ContactDetails = Pick<
  ContactDocument,
  'title' | 'email' | 'phone' | 'machineCount' | 'source'
>;

export const contactsCollection = defineCollection<ContactDocument>('contacts', [
  { key: { createdAt: -1, _id: -1 }, name: 'newest_first' },
]);

export class ContactsRepository {
  private readonly collection: Collection<ContactDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, contactsCollection);
  }

  listNewestFirst(): Promise<ContactDocument[]> {
    return this.collection.find().sort({ createdAt: -1, _id: -1 }).toArray();
  }

  /** Contacts matching `filter`, newest first; `limit` 0 for all of them. */
  findMatching(
    filter: Filter<ContactDocument>,
    skip: number,
    limit = 0,
  ): Promise<ContactDocument[]> {
    return this.collection
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .toArray();
  }

  countMatching(filter: Filter<ContactDocument>): Promise<number> {
    return this.collection.countDocuments(filter);
  }

  setStatus(id: ObjectId, status: ContactStatus, updatedAt: Date) {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { status, updatedAt } },
      { returnDocument: 'after' },
    );
  }

  async insert(contact: ContactDocument): Promise<ContactDocument> {
    await this.collection.insertOne(contact);
    return contact;
  }

  updateDetails(id: ObjectId, details: ContactDetails, updatedAt: Date) {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { ...details, updatedAt } },
      { returnDocument: 'after' },
    );
  }

  /** Deletes the leads still `new` that were created before `cutoff`; returns how many. */
  async deleteUnprocessedBefore(cutoff: Date): Promise<number> {
    const result = await this.collection.deleteMany({ status: 'new', createdAt: { $lt: cutoff } });
    return result.deletedCount;
  }

  async delete(id: ObjectId): Promise<boolean> {
    const result = await this.collection.deleteOne({ _id: id });
    return result.deletedCount === 1;
  }
}
