/**
 * The contact add/edit form: name, e-mail and message required
 * (contact.form.required), phone and machine count optional; each field held to the contract's
 * limits. An edit keeps the stored status and creation time, and a lead sent before the form
 * had a message may be kept without one.
 */
import { contactBody, contactEditBody, type ContactRequest } from '@minesite/shared/contract';
import type { Contact, ContactTopic } from '@minesite/shared/domain';
import { schemaProblem, type FieldProblem } from '../../lib/form-problems';

/** The sources the public contact form offers. */
export const CONTACT_SOURCES = ['WeChat', 'Twitter', 'Facebook', 'YouTube'] as const;

export interface ContactFormValues {
  title: string;
  email: string;
  phone: string;
  machineCount: string;
  source: string;
  topic: ContactTopic;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  title: '',
  email: '',
  phone: '',
  machineCount: '',
  source: '',
  topic: 'other',
  message: '',
};

/** The text fields the form checks as typed. */
export type ContactTextField = Exclude<keyof ContactFormValues, 'topic'>;

const shapeOf = (editing: boolean) => (editing ? contactEditBody : contactBody).shape;

/** The fields the contract requires (the others may stay empty); an edit needs no message. */
export const isRequiredContactField = (field: ContactTextField, editing = false) =>
  !shapeOf(editing)[field].safeParse(undefined).success;

/** What is wrong with one field as typed, by the contract's rules, or null. */
export function contactFieldProblem(
  field: ContactTextField,
  value: string | undefined,
  editing = false,
): FieldProblem | null {
  return schemaProblem(shapeOf(editing)[field], value?.trim() ?? '', {
    required: 'contact.form.required',
  });
}

export function contactFormValues(contact: Contact | null): ContactFormValues {
  if (!contact) return EMPTY_CONTACT_FORM;
  const { title, email, phone, machineCount, source, topic, message } = contact;
  return { title, email, phone, machineCount, source, topic, message };
}

const trimmed = (values: ContactFormValues): ContactFormValues => ({
  title: values.title.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  machineCount: values.machineCount.trim(),
  source: values.source.trim(),
  topic: values.topic,
  message: values.message.trim(),
});

/** `POST /api/contacts`: a new lead is new, created now. */
export function newContactBody(values: ContactFormValues, now: Date): ContactRequest {
  return { ...trimmed(values), status: 'new' as const, createdAt: now.toISOString() };
}

/** `PUT /api/contacts/{id}`: the same body, with the existing status and createdAt. */
export function editedContactBody(contact: Contact, values: ContactFormValues): ContactRequest {
  return { ...trimmed(values), status: contact.status, createdAt: contact.createdAt };
}
