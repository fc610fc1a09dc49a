import { CONTACT_MESSAGE_MAX } from '@minesite/shared/domain';
import type { ContactFormValues } from './contact-details';

/** A field's error: a message id and its values. */
export interface FieldError {
  id: string;
  values?: Record<string, number>;
}

export type CheckedField = Exclude<keyof ContactFormValues, 'website'>;
export const CHECKED_FIELDS: readonly CheckedField[] = [
  'firstName',
  'email',
  'phone',
  'machineCount',
  'topic',
  'message',
  'source',
];

// The check antd-mobile's Form made (async-validator's `type: 'email'`), so the form accepts
// and refuses the same addresses as before.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

const REQUIRED: FieldError = { id: 'content.contact.form.required' };

/**
 * What is wrong with one field of the contact form, in the order it is shown: every field is
 * required (text that is only spaces is missing), the e-mail must be an address, the message
 * at most CONTACT_MESSAGE_MAX characters.
 */
export function checkContactField(
  field: CheckedField,
  values: Partial<ContactFormValues>,
): FieldError[] {
  const value = values[field];
  if (Array.isArray(value) || field === 'topic' || field === 'source') {
    return Array.isArray(value) && value.length > 0 ? [] : [REQUIRED];
  }
  const text = value ?? '';
  const errors: FieldError[] = text.trim() === '' ? [REQUIRED] : [];
  if (field === 'email' && text !== '' && !(text.length <= 320 && EMAIL.test(text))) {
    errors.push({ id: 'content.contact.form.emailInvalid' });
  }
  if (field === 'message' && [...text].length > CONTACT_MESSAGE_MAX) {
    errors.push({
      id: 'content.contact.form.messageTooLong',
      values: { max: CONTACT_MESSAGE_MAX },
    });
  }
  return errors;
}
