/**
 * The resolve form's values and checks: refunded (the refund's transaction id, of the shape of
 * the payment's own chain) or credited to an order (its number), with an optional note, all
 * checked with the contract's own schema (the service's) before anything is sent; and the
 * service's refusals in the operator's words, on the field they concern.
 */
import { normalizeApiError } from '@minesite/shared/api';
import {
  resolveStrayPaymentBody,
  type ResolveStrayPaymentRequest,
} from '@minesite/shared/contract';
import { isRailTxid, type PaymentRail } from '@minesite/shared/domain';
import { issueProblem, type FieldProblem, type ProblemIds } from '../../lib/form-problems';

export type Resolution = ResolveStrayPaymentRequest['status'];

/** The form's fields as typed; only those of the chosen resolution are sent. */
export interface ResolveValues {
  status: Resolution;
  refundTxid: string;
  orderId: string;
  note: string;
}

export type ResolveField = 'refundTxid' | 'orderId' | 'note';

export const emptyResolveValues = (): ResolveValues => ({
  status: 'refunded',
  refundTxid: '',
  orderId: '',
  note: '',
});

/** The body the service takes: the chosen resolution's fields, trimmed; the note when given. */
export function resolveRequest(values: ResolveValues): ResolveStrayPaymentRequest {
  const note = values.note.trim();
  const withNote = note ? { note } : {};
  return values.status === 'refunded'
    ? { status: 'refunded', refundTxid: values.refundTxid.trim(), ...withNote }
    : { status: 'credited', orderId: values.orderId.trim(), ...withNote };
}

/** How a transaction id of the rail's chain is written (the messages' `shape`). */
export const txidShape = (rail: PaymentRail) => ({
  shape: rail === 'usdt-ethereum' ? 'ethereum' : 'hex',
});

const OWN_IDS: Record<ResolveField, ProblemIds> = {
  refundTxid: {
    required: 'admin.strayPayments.resolve.txidRequired',
    invalid: 'admin.strayPayments.resolve.txidInvalid',
  },
  orderId: {
    required: 'admin.strayPayments.resolve.orderIdRequired',
    invalid: 'admin.strayPayments.resolve.orderIdInvalid',
  },
  note: {},
};

/**
 * What is wrong with `field` of `values` for a payment on `rail`, or null. The refund's txid
 * must have the shape of the payment's own chain: the contract takes either shape, the service
 * only the rail's (else `payment_tx_malformed`).
 */
export function resolveFieldProblem(
  rail: PaymentRail,
  values: ResolveValues,
  field: ResolveField,
): FieldProblem | null {
  const body = resolveRequest(values);
  const result = resolveStrayPaymentBody.safeParse(body);
  const issue = result.success
    ? undefined
    : result.error.issues.find((found) => found.path[0] === field);
  const problem = issue ? issueProblem(issue, body, OWN_IDS[field]) : null;
  if (field !== 'refundTxid' || (!problem && isRailTxid(rail, values.refundTxid))) return problem;
  return { id: problem?.id ?? OWN_IDS.refundTxid.invalid!, values: txidShape(rail) };
}

/** The fields the chosen resolution sends, each checked by `resolveFieldProblem`. */
export const resolveFields = (status: Resolution): ResolveField[] =>
  status === 'refunded' ? ['refundTxid', 'note'] : ['orderId', 'note'];

/** The first problem with the values, or null when the service may be asked. */
export function resolveProblem(rail: PaymentRail, values: ResolveValues): FieldProblem | null {
  for (const field of resolveFields(values.status)) {
    const problem = resolveFieldProblem(rail, values, field);
    if (problem) return problem;
  }
  return null;
}

/** A refusal of the service, in the operator's words, and the field it concerns if any. */
export interface ResolveFailure {
  problem: FieldProblem;
  field?: ResolveField;
  /** The payment is gone or was resolved meanwhile: nothing more to do in the form. */
  closes?: boolean;
}

/**
 * Why the service did not take the resolution: the payment is gone (404) or was resolved
 * meanwhile (409), the txid is not of its chain's shape or the order does not exist (422),
 * the service is busy or limiting calls (the site's shared wording), or it failed.
 */
export function resolveFailure(error: unknown, rail: PaymentRail): ResolveFailure {
  const failure = normalizeApiError(error);
  if (failure.kind !== 'server') return { problem: { id: 'admin.strayPayments.error.resolve' } };
  switch (failure.code) {
    case 'stray_payment_not_found':
      return { problem: { id: 'admin.strayPayments.error.notFound' }, closes: true };
    case 'stray_payment_resolved':
      return { problem: { id: 'admin.strayPayments.error.resolved' }, closes: true };
    case 'payment_tx_malformed':
      return {
        problem: { id: OWN_IDS.refundTxid.invalid!, values: txidShape(rail) },
        field: 'refundTxid',
      };
    case 'credited_order_not_found':
      return { problem: { id: 'admin.strayPayments.error.orderNotFound' }, field: 'orderId' };
    default:
      return { problem: { id: failure.messageId ?? 'admin.strayPayments.error.resolve' } };
  }
}
