/**
 * Why the service did not quote a choice. A 422 names the field of an option the product does
 * not offer (`choice.hashrateTh`) or the unknown product (`choice.productId`); a 400 names a
 * field that does not match the schema; an unknown product may also be a 404.
 * Anything else (no answer, a server error) is worded as the purchase errors are, with a retry.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { normalizeApiError, type ApiErrorBody } from '@minesite/shared/api';
import { purchaseErrorMessage, type MessageRef } from './purchase-error';

/** The choice's fields a refusal can name, each with its label. */
export const CHOICE_FIELD_LABEL_IDS = {
  hashrateTh: 'orders.checkout.field.hashrate',
  durationDays: 'orders.checkout.field.duration',
  powerDays: 'orders.checkout.field.powerDays',
  quantity: 'orders.checkout.field.quantity',
  plan: 'orders.checkout.field.plan',
  hours: 'orders.checkout.field.hours',
  months: 'orders.checkout.field.months',
  region: 'orders.checkout.field.region',
} as const;
export type ChoiceField = keyof typeof CHOICE_FIELD_LABEL_IDS;

export type QuoteFailure =
  | { kind: 'productUnavailable' }
  | { kind: 'choiceRefused'; field: ChoiceField | null }
  | { kind: 'failed'; message: MessageRef };

const isChoiceField = (name: string): name is ChoiceField => name in CHOICE_FIELD_LABEL_IDS;

export function quoteFailure(error: unknown, unknownText: string): QuoteFailure {
  const failure = normalizeApiError(error);
  if (failure.kind === 'server' && failure.status === 404) return { kind: 'productUnavailable' };
  if (failure.kind !== 'server' || (failure.status !== 400 && failure.status !== 422)) {
    return { kind: 'failed', message: purchaseErrorMessage(failure, unknownText) };
  }
  const body = (error as FetchBaseQueryError).data as ApiErrorBody | undefined;
  const fields = (body?.issues ?? []).map(
    (issue) => issue.path.replace(/^choice\./, '').split('.')[0] ?? '',
  );
  if (fields.includes('productId') || fields.includes('kind')) {
    return { kind: 'productUnavailable' };
  }
  return { kind: 'choiceRefused', field: fields.find(isChoiceField) ?? null };
}
