// The contacts contract (spec section 7): request bodies, the route id and the reply shape.
import { z } from 'zod';
import { objectId } from '../../db/object-id.js';
import type { ContactDocument } from './repository.js';

export const contactStatuses = ['new', 'processed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

const requiredText = (maxLength: number) => z.string().trim().min(1).max(maxLength);
const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .nullish()
    .transform((value) => value ?? '');

/** Body of POST and PUT. On PUT, status and createdAt are accepted but the stored ones stay. */
export const contactBody = z.strictObject({
  title: requiredText(200),
  email: requiredText(320),
  phone: optionalText(50),
  machineCount: optionalText(200),
  source: optionalText(100),
  status: z.enum(contactStatuses).optional(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type ContactInput = z.output<typeof contactBody>;

export const contactIdParams = z.strictObject({ id: objectId });

export interface ContactReply {
  id: string;
  title: string;
  email: string;
  phone: string;
  machineCount: string;
  source: string;
  status: ContactStatus;
  createdAt: string;
}

export function toContactReply(contact: ContactDocument): ContactReply {
  return {
    id: contact._id.toHexString(),
    title: contact.title,
    email: contact.email,
    phone: contact.phone,
    machineCount: contact.machineCount,
    source: contact.source,
    status: contact.status,
    createdAt: contact.createdAt.toISOString(),
  };
}
