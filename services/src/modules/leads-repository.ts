// Contacts and power consultations are stored alike: leads listed newest first, edited with
// `$set`, and swept when nobody processed them within the retention (lead-retention.ts).
import type { Db, Filter, ObjectId } from 'mongodb';
import type { CollectionDefinition } from '../db/collections.js';
import { Repository } from '../db/repository.js';

export interface LeadDocument {
  _id: ObjectId;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The index every lead collection declares for its order. */
export const NEWEST_FIRST_INDEX = {
  key: { createdAt: -1, _id: -1 },
  name: 'newest_first',
} as const;

export class LeadsRepository<T extends LeadDocument> extends Repository<T> {
  constructor(db: Db, definition: CollectionDefinition<T>) {
    super(db, definition, NEWEST_FIRST_INDEX.key);
  }

  /** Sets `fields` and the edit's time; the lead as it is then, or null when there is none. */
  update(id: ObjectId, fields: Partial<T>, updatedAt: Date): Promise<T | null> {
    return this.setFields(id, { ...fields, updatedAt });
  }

  /** Deletes the leads still `new` that were created before `cutoff`; returns how many. */
  async deleteUnprocessedBefore(cutoff: Date): Promise<number> {
    const stale = { status: 'new', createdAt: { $lt: cutoff } } as Filter<T>;
    return (await this.collection.deleteMany(stale)).deletedCount;
  }
}
