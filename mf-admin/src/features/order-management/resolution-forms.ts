/**
 * The operator's forms for an exception, checked with the contract's own schemas: the reason
 * an order is invalid (required: the buyer reads it), a refund offer (what and at which
 * rate), and the refund's transaction once sent (a txid, 64 hex digits).
 */
import {
  invalidOrderBody,
  refundOfferBody,
  refundSentBody,
  type InvalidOrderInput,
  type RefundOfferInput,
  type RefundSentInput,
} from '@minesite/shared/contract';
import type { RefundBasis, RefundPart } from '@minesite/shared/domain';
import { schemaProblem, type FieldProblem } from '../../lib/form-problems';

/** The reason, as typed. */
export function invalidReasonProblem(reason: string): FieldProblem | null {
  return schemaProblem(invalidOrderBody, invalidOrderRequest(reason), {
    required: 'admin.orders.invalid.reasonRequired',
  });
}

export function invalidOrderRequest(reason: string): InvalidOrderInput {
  return { reason: reason.trim() };
}

export interface RefundOfferValues {
  part: RefundPart;
  basis: RefundBasis;
  note: string;
}

export function refundOfferProblem(values: RefundOfferValues): FieldProblem | null {
  return schemaProblem(refundOfferBody, refundOfferRequest(values));
}

export function refundOfferRequest(values: RefundOfferValues): RefundOfferInput {
  const note = values.note.trim();
  return { part: values.part, basis: values.basis, ...(note ? { note } : {}) };
}

export interface RefundSentValues {
  txid: string;
  note: string;
}

/** A transaction id is 64 hex digits: anything else would be a refund nobody can trace. */
export function refundSentProblem(values: RefundSentValues): FieldProblem | null {
  return schemaProblem(refundSentBody, refundSentRequest(values), {
    required: 'admin.orders.refundSent.txidRequired',
    invalid: 'admin.orders.refundSent.txidInvalid',
  });
}

export function refundSentRequest(values: RefundSentValues): RefundSentInput {
  const note = values.note.trim();
  return { txid: values.txid.trim(), ...(note ? { note } : {}) };
}
