/**
 * The operator's confirmation of a payment the watcher cannot see (or one flagged for review):
 * the transaction, the BTC received and a note, each optional.
 */
import { confirmPaymentBody, type ConfirmPaymentRequest } from '@minesite/shared/contract';
import { schemaProblem, type FieldProblem } from '../../lib/form-problems';
import { NOT_A_NUMBER_MESSAGE_ID } from './order-form-rules';

export interface ConfirmPaymentValues {
  txid: string;
  /** As typed; empty means the amount due. */
  receivedBtc: string;
  note: string;
}

export const EMPTY_CONFIRMATION: ConfirmPaymentValues = { txid: '', receivedBtc: '', note: '' };

/**
 * What is wrong, by the contract's rules, or null: a received amount, when given, is a number
 * of at least 0 (the order form's 请输入有效数字 otherwise); the texts have their lengths.
 */
export function confirmPaymentProblem(values: ConfirmPaymentValues): FieldProblem | null {
  const notANumber = NOT_A_NUMBER_MESSAGE_ID;
  return schemaProblem(confirmPaymentBody, confirmPaymentRequest(values), {
    number: notANumber,
    nonNegative: notANumber,
  });
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
