/**
 * The settings form's fields checked with the contract's own schema (the service's): loaded
 * with zod when the form first checks a field, not with the page.
 */
import { siteSettingsBody, webhookSecretSchema, webhookUrlSchema } from '@minesite/shared/contract';
import { schemaProblem, type FieldProblem } from '../../lib/form-problems';
import type { NumberField } from './settings-form-rules';

const { payment, notifications, publicWrites } = siteSettingsBody.shape;
const NUMBER_SCHEMAS = {
  confirmations: payment.shape.confirmations,
  quoteLifetimeMinutes: payment.shape.quoteLifetimeMinutes,
  limit: publicWrites.shape.limit,
  windowSeconds: publicWrites.shape.windowSeconds,
  globalLimit: publicWrites.shape.globalLimit,
};

/** What is wrong with a number field, as the service would say it. */
export function numberProblem(field: NumberField, text: string): FieldProblem | null {
  if (text.trim() === '') return { id: 'admin.form.required' };
  return schemaProblem(NUMBER_SCHEMAS[field], Number(text));
}

/** What is wrong with the operator's address ('' is none). */
export function emailProblem(text: string): FieldProblem | null {
  const value = text.trim();
  return value ? schemaProblem(notifications.shape.operatorEmail, value) : null;
}

/** What is wrong with the webhook URL ('' is none). */
export function webhookUrlProblem(text: string): FieldProblem | null {
  const value = text.trim();
  return value ? schemaProblem(webhookUrlSchema, value) : null;
}

/** What is wrong with a new webhook secret ('' keeps the one set). */
export function newSecretProblem(text: string): FieldProblem | null {
  return text ? schemaProblem(webhookSecretSchema, text) : null;
}
