/**
 * Accepting a payment: the order becomes paid with the amounts actually received. The form
 * starts from what the chain shows received; with nothing received on the chain the operator
 * must state the amount (the service never invents one), and may name the transaction they
 * checked and add a note.
 */
import { confirmPaymentBody, type ConfirmPaymentRequest } from '@minesite/shared/contract';
import { formatBtcAmount, type Payment } from '@minesite/shared/domain';
import { schemaProblem, type FieldProblem } from '../../lib/form-problems';
import { NOT_A_NUMBER_MESSAGE_ID } from './order-form-rules';

export interface ConfirmPaymentValues {
  txid: string;
  /** As typed; starts at the BTC the chain shows received. */
  receivedBtc: string;
  note: string;
}

/** Shown when nothing was received on the chain and the operator left the amount empty. */
export const AMOUNT_REQUIRED_MESSAGE_ID = 'admin.orders.confirmPayment.amountRequired';

/** The form's start: the amount received on the chain, or empty when there is none. */
export function initialConfirmation(payment: Pick<Payment, 'receivedBtc'>): ConfirmPaymentValues {
  return {
    txid: '',
    receivedBtc: payment.receivedBtc > 0 ? formatBtcAmount(payment.receivedBtc) : '',
    note: '',
  };
}

/**
 * What is wrong, by the contract's rules, or null: an amount is required when the chain shows
 * nothing received; a given amount is a number of at least 0 (the order form's 请输入有效数字
 * otherwise); the texts have their lengths.
 */
export function confirmPaymentProblem(
  values: ConfirmPaymentValues,
  payment: Pick<Payment, 'receivedBtc'>,
): FieldProblem | null {
  if (values.receivedBtc.trim() === '' && payment.receivedBtc <= 0) {
    return { id: AMOUNT_REQUIRED_MESSAGE_ID };
  }
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

/** How what the operator accepts compares with what is due: short, exact or over. */
export function acceptedAgainstDue(
  values: Pick<ConfirmPaymentValues, 'receivedBtc'>,
  payment: Pick<Payment, 'dueBtc' | 'receivedBtc'>,
): 'short' | 'exact' | 'over' | null {
  const typed = values.receivedBtc.trim();
  const received = typed === '' ? payment.receivedBtc : Number(typed);
  if (!Number.isFinite(received) || payment.dueBtc <= 0) return null;
  const diff = Math.round(received * 1e8) - Math.round(payment.dueBtc * 1e8);
  return diff === 0 ? 'exact' : diff < 0 ? 'short' : 'over';
}
