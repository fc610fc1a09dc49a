import type { ContactInput, ContactStatus } from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';
import { NotFoundError } from '../../http/errors.js';
import { retentionCutoff } from '../lead-retention.js';
import type { ContactDetails, ContactDocument, ContactsRepository } from './repository.js';

export class ContactsService {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A new lead. A visitor's is always `new`, at the service's time, whatever the body says; the
   * admin (`byAdmin`) may file one with its status and time. A filled honeypot is a bot's: the
   * lead is answered as if saved, and stored nowhere.
   */
  async create(input: ContactInput, byAdmin = false): Promise<ContactDocument> {
    const now = this.now();
    const contact: ContactDocument = {
      _id: new ObjectId(),
      ...details(input),
      status: (byAdmin && input.status) || 'new',
      createdAt: byAdmin && input.createdAt ? new Date(input.createdAt) : now,
      updatedAt: now,
    };
    if (input.website) return contact;
    return this.contacts.insert(contact);
  }

  /** Deletes the leads still `new` after `retentionDays`; returns how many. */
  deleteStale(retentionDays: number): Promise<number> {
    return this.contacts.deleteUnprocessedBefore(retentionCutoff(this.now(), retentionDays));
  }

  /** Replaces the editable fields; the stored status and createdAt stay whatever the input says. */
  async update(id: ObjectId, input: ContactInput): Promise<ContactDocument> {
    const updated = await this.contacts.update(id, details(input), this.now());
    if (!updated) throw contactNotFound(id);
    return updated;
  }

  /** The operator marks a lead processed (or new again); nothing else changes. */
  async setStatus(id: ObjectId, status: ContactStatus): Promise<ContactDocument> {
    const updated = await this.contacts.update(id, { status }, this.now());
    if (!updated) throw contactNotFound(id);
    return updated;
  }

  async remove(id: ObjectId): Promise<void> {
    if (!(await this.contacts.delete(id))) throw contactNotFound(id);
  }
}

function details(input: ContactInput): ContactDetails {
  const { title, email, phone, machineCount, source, topic, message } = input;
  return { title, email, phone, machineCount, source, topic, message };
}

function contactNotFound(id: ObjectId) {
  return new NotFoundError(`Contact ${id.toHexString()} not found`, { code: 'contact_not_found' });
}
