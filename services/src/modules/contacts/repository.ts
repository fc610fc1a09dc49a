import type { Db, ObjectId } from 'mongodb';
import type { ContactStatus, ContactTopic } from '@minesite/shared/contract';
import { defineCollection } from '../../db/collections.js';
import { LeadsRepository, NEWEST_FIRST_INDEX } from '../leads-repository.js';

export interface ContactDocument {
  _id: ObjectId;
  title: string;
  email: string;
  phone: string;
  machineCount: string;
  source: string;
  /** Missing on leads stored before the form had topics and messages (read as `other`, ''). */
  topic?: ContactTopic;
  message?: string;
  status: ContactStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields an edit may change; status and createdAt are not among them. */
export type ContactDetails = Pick<
  ContactDocument,
  'title' | 'email' | 'phone' | 'machineCount' | 'source' | 'topic' | 'message'
>;

export const contactsCollection = defineCollection<ContactDocument>('contacts', [
  NEWEST_FIRST_INDEX,
]);

export class ContactsRepository extends LeadsRepository<ContactDocument> {
  constructor(db: Db) {
    super(db, contactsCollection);
  }
}
