/**
 * Accepting a payment: the order becomes paid with the amounts actually received. The form
 * starts from what the chain shows received; with nothing received on the chain the operator
 * must state the amount (the service never invents one), and may name the transaction they
 * checked and add a note.
 */
import { confirmPaymentBody, type ConfirmPaymentRequest } from '@minesite/shared/contract';
import {
  RAIL_DECIMALS,
  railAmountNumber,
  type Payment,
  type PaymentRail,
} from '@minesite/shared/domain';
import { schemaProblem, type FieldProblem } from '../../lib/form-problems';
import { NOT_A_NUMBER_MESSAGE_ID } from './order-form-rules';

export interface ConfirmPaymentValues {
  txid: string;
  /** As typed, in the rail's token (BTC, or USDT); starts at what the chain shows received. */
  received: string;
  note: string;
}

/** What the form reads of the payment: its rail and its amounts in the rail's token. */
type ConfirmedPayment = Pick<Payment, 'receivedBtc' | 'rail' | 'token'>;

/** Due and received in the rail's token: the token's on a USDT rail, BTC's otherwise. */
function railAmounts(payment: ConfirmedPayment & Partial<Pick<Payment, 'dueBtc'>>) {
  return payment.token ?? { due: payment.dueBtc ?? 0, received: payment.receivedBtc };
}

/** Whether the chain shows anything received (in the rail's token). */
export const anythingReceived = (payment: ConfirmedPayment): boolean =>
  railAmounts(payment).received > 0;

/** Shown when nothing was received on the chain and the operator left the amount empty. */
export const AMOUNT_REQUIRED_MESSAGE_ID = 'admin.orders.confirmPayment.amountRequired';

/** The form's start: the amount received on the chain, or empty when there is none. */
export function initialConfirmation(payment: ConfirmedPayment): ConfirmPaymentValues {
  const { received } = railAmounts(payment);
  return {
    txid: '',
    received: received > 0 ? railAmountNumber(payment.rail ?? 'btc', received) : '',
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
  payment: ConfirmedPayment,
): FieldProblem | null {
  if (values.received.trim() === '' && !anythingReceived(payment)) {
    return { id: AMOUNT_REQUIRED_MESSAGE_ID };
  }
  const notANumber = NOT_A_NUMBER_MESSAGE_ID;
  return schemaProblem(confirmPaymentBody, confirmPaymentRequest(values, payment.rail), {
    number: notANumber,
    nonNegative: notANumber,
  });
}

/**
 * The body of `POST /api/orders/{id}/confirm-payment`, leaving out what was not given: the
 * amount as `receivedBtc` on BTC (as before the rails), as `received` in USDT on a USDT rail.
 */
export function confirmPaymentRequest(
  values: ConfirmPaymentValues,
  rail: PaymentRail = 'btc',
): ConfirmPaymentRequest {
  const txid = values.txid.trim();
  const received = values.received.trim();
  const note = values.note.trim();
  const amountField = rail === 'btc' ? 'receivedBtc' : 'received';
  return {
    ...(txid ? { txid } : {}),
    ...(received ? { [amountField]: Number(received) } : {}),
    ...(note ? { note } : {}),
  };
}

/** How what the operator accepts compares with what is due: short, exact or over. */
export function acceptedAgainstDue(
  values: Pick<ConfirmPaymentValues, 'received'>,
  payment: ConfirmedPayment & Pick<Payment, 'dueBtc'>,
): 'short' | 'exact' | 'over' | null {
  const amounts = railAmounts(payment);
  const typed = values.received.trim();
  const received = typed === '' ? amounts.received : Number(typed);
  if (!Number.isFinite(received) || amounts.due <= 0) return null;
  const scale = 10 ** RAIL_DECIMALS[payment.rail ?? 'btc'];
  const diff = Math.round(received * scale) - Math.round(amounts.due * scale);
  return diff === 0 ? 'exact' : diff < 0 ? 'short' : 'over';
}
