/**
 * The operator's confirmation of a payment the watcher cannot see (or one flagged for review):
 * the transaction, the BTC received and a note, each optional.
 */
import type { ConfirmPaymentRequest } from '@minesite/shared/contract';
import { NOT_A_NUMBER_MESSAGE_ID } from './order-form-rules';

export interface ConfirmPaymentValues {
  txid: string;
  /** As typed; empty means the amount due. */
  receivedBtc: string;
  note: string;
}

export const EMPTY_CONFIRMATION: ConfirmPaymentValues = { txid: '', receivedBtc: '', note: '' };

/** The message id of what is wrong, or null: a received amount, when given, is a number ≥ 0. */
export function confirmPaymentProblem(values: ConfirmPaymentValues): string | null {
  const text = values.receivedBtc.trim();
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? null : NOT_A_NUMBER_MESSAGE_ID;
}

/** The body of `POST /api/orders/{id}/confirm-payment`, leaving out what was not given. */
export function confirmPaymentRequest(values: ConfirmPaymentValues): ConfirmPaymentRequest {
  const txid = values.txid.trim();
  const received = values.receivedBtc.trim();
  const note = values.note.trim();
  return {
    ...(txid ? { txid } : {}),
    ...(received ? { receivedBtc: Number(received) } : {}),
    ...(note ? { note } : {}),
  };
}
