import type { Contact } from '@minesite/shared/contract';
import type { ContactDocument } from './repository.js';

/** The stored contact as the service answers it (`contactSchema` of the contract). */
export function toContactReply(contact: ContactDocument): Contact {
  return {
    id: contact._id.toHexString(),
    title: contact.title,
    email: contact.email,
    phone: contact.phone,
    machineCount: contact.machineCount,
    source: contact.source,
    topic: contact.topic ?? 'other',
    message: contact.message ?? '',
    status: contact.status,
    createdAt: contact.createdAt.toISOString(),
  };
}
