/** The natural gas form: name, e-mail and message, each required. */
import type { PowerConsultationRequest } from '@minesite/shared/contract';

/** What the form sends of the contract's enquiry (it asks for no phone). */
export type ConsultationDraft = Pick<PowerConsultationRequest, 'name' | 'email' | 'message'>;
export type ConsultationField = keyof ConsultationDraft;
export const CONSULTATION_FIELDS: readonly ConsultationField[] = ['name', 'email', 'message'];

/** The prompt of every field left empty (blank counts as empty). */
export function missingFields(
  draft: ConsultationDraft,
): Partial<Record<ConsultationField, string>> {
  const missing: Partial<Record<ConsultationField, string>> = {};
  for (const field of CONSULTATION_FIELDS) {
    if (!draft[field].trim()) missing[field] = `shop.consult.required.${field}`;
  }
  return missing;
}

export const trimmed = (draft: ConsultationDraft): ConsultationDraft => ({
  name: draft.name.trim(),
  email: draft.email.trim(),
  message: draft.message.trim(),
});
