/**
 * The contact add/edit form (spec section 5): name and e-mail required (contact.form.required),
 * phone and machine count optional. An edit keeps the stored status and creation time.
 */
import type { Contact } from '@minesite/shared/domain';

/** The sources the public contact form offers (spec section 3). */
export const CONTACT_SOURCES = ['WeChat', 'Twitter', 'Facebook', 'YouTube'] as const;

export interface ContactFormValues {
  title: string;
  email: string;
  phone: string;
  machineCount: string;
  source: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  title: '',
  email: '',
  phone: '',
  machineCount: '',
  source: '',
};

export const REQUIRED_CONTACT_FIELDS = ['title', 'email'] as const;

export function isContactFieldMissing(value: string | undefined): boolean {
  return !value?.trim();
}

export function contactFormValues(contact: Contact | null): ContactFormValues {
  if (!contact) return EMPTY_CONTACT_FORM;
  const { title, email, phone, machineCount, source } = contact;
  return { title, email, phone, machineCount, source };
}

const trimmed = (values: ContactFormValues): ContactFormValues => ({
  title: values.title.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  machineCount: values.machineCount.trim(),
  source: values.source.trim(),
});

/** `POST /api/contacts`: a new lead is new, created now (spec section 7). */
export function newContactBody(values: ContactFormValues, now: Date) {
  return { ...trimmed(values), status: 'new' as const, createdAt: now.toISOString() };
}

/** `PUT /api/contacts/{id}`: the same body, with the existing status and createdAt. */
export function editedContactBody(contact: Contact, values: ContactFormValues) {
  return { ...trimmed(values), status: contact.status, createdAt: contact.createdAt };
}
