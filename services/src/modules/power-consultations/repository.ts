import type { PowerConsultationStatus } from '@minesite/shared/contract';
import type { Db, ObjectId } from 'mongodb';
import { defineCollection } from '../../db/collections.js';
import { LeadsRepository, NEWEST_FIRST_INDEX } from '../leads-repository.js';

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
  [NEWEST_FIRST_INDEX],
);

export class PowerConsultationsRepository extends LeadsRepository<PowerConsultationDocument> {
  constructor(db: Db) {
    super(db, powerConsultationsCollection);
  }
}
