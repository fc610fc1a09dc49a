import type { PowerConsultation } from '@minesite/shared/contract';
import type { PowerConsultationDocument } from './repository.js';

/** The stored consultation as the service answers it (`powerConsultationSchema`). */
export function toPowerConsultationReply(doc: PowerConsultationDocument): PowerConsultation {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    message: doc.message,
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
  };
}
