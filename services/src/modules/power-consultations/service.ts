import type { PowerConsultationInput, PowerConsultationUpdate } from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';
import { NotFoundError } from '../../http/errors.js';
import type { PowerConsultationDocument, PowerConsultationsRepository } from './repository.js';

export class PowerConsultationsService {
  constructor(
    private readonly consultations: PowerConsultationsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): Promise<PowerConsultationDocument[]> {
    return this.consultations.listNewestFirst();
  }

  /** A visitor's enquiry: always new, at the service's time. */
  create(input: PowerConsultationInput): Promise<PowerConsultationDocument> {
    const now = this.now();
    const { name, email, phone, message } = input;
    return this.consultations.insert({
      _id: new ObjectId(),
      name,
      email,
      phone,
      message,
      status: 'new',
      createdAt: now,
      updatedAt: now,
    });
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
