import type { PowerConsultationInput, PowerConsultationUpdate } from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';
import { NotFoundError } from '../../http/errors.js';
import { retentionCutoff } from '../lead-retention.js';
import type { PowerConsultationDocument, PowerConsultationsRepository } from './repository.js';

export class PowerConsultationsService {
  constructor(
    private readonly consultations: PowerConsultationsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A visitor's enquiry: always new, at the service's time. A filled honeypot is a bot's: the
   * enquiry is answered as if saved, and stored nowhere.
   */
  async create(input: PowerConsultationInput): Promise<PowerConsultationDocument> {
    const now = this.now();
    const { name, email, phone, message } = input;
    const consultation: PowerConsultationDocument = {
      _id: new ObjectId(),
      name,
      email,
      phone,
      message,
      status: 'new',
      createdAt: now,
      updatedAt: now,
    };
    if (input.website) return consultation;
    return this.consultations.insert(consultation);
  }

  /** Deletes the consultations still `new` after `retentionDays`; returns how many. */
  deleteStale(retentionDays: number): Promise<number> {
    return this.consultations.deleteUnprocessedBefore(retentionCutoff(this.now(), retentionDays));
  }

  /** The operator's edit (e.g. marked processed); createdAt stays as stored. */
  async update(id: ObjectId, input: PowerConsultationUpdate): Promise<PowerConsultationDocument> {
    const { name, email, phone, message, status } = input;
    const edit = { name, email, phone, message, status };
    return (await this.consultations.update(id, edit, this.now())) ?? throwNotFound(id);
  }

  async remove(id: ObjectId): Promise<void> {
    if (!(await this.consultations.delete(id))) throwNotFound(id);
  }
}

function throwNotFound(id: ObjectId): never {
  throw new NotFoundError(`Power consultation ${id.toHexString()} not found`, {
    code: 'power_consultation_not_found',
  });
}
