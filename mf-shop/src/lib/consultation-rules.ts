/** The natural gas form (spec section 5): name, e-mail and message, each required. */
import type { ConsultationBody } from './power-consultations-api';

export type ConsultationField = keyof ConsultationBody;
export const CONSULTATION_FIELDS: readonly ConsultationField[] = ['name', 'email', 'message'];

/** The prompt of every field left empty (blank counts as empty). */
export function missingFields(draft: ConsultationBody): Partial<Record<ConsultationField, string>> {
  const missing: Partial<Record<ConsultationField, string>> = {};
  for (const field of CONSULTATION_FIELDS) {
    if (!draft[field].trim()) missing[field] = `shop.consult.required.${field}`;
  }
  return missing;
}

export const trimmed = (draft: ConsultationBody): ConsultationBody => ({
  name: draft.name.trim(),
  email: draft.email.trim(),
  message: draft.message.trim(),
});
