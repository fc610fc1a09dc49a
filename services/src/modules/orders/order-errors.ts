// The orders' refusals that more than one part of the module gives.
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  UnprocessableEntityError,
  ValidationError,
} from '../../http/errors.js';
import type { PaymentRail } from '@minesite/shared/contract';
import { lockLost } from './order-locks.js';

export function orderNotFound(orderId: string) {
  return new NotFoundError(`Order ${orderId} not found`, { code: 'order_not_found' });
}

/** The order changed under every try, or its insert kept colliding: the client retries. */
export function orderBusy(orderId: string) {
  return new ServiceUnavailableError(`Order ${orderId} is busy, please try again`, {
    code: 'order_busy',
    headers: { 'Retry-After': '1' },
  });
}

export function throwLockLost(orderId: string): never {
  throw lockLost(orderId);
}

export function paymentAlreadySubmitted(orderId: string) {
  return new ConflictError(`A payment was already submitted for order ${orderId}`, {
    code: 'payment_already_submitted',
  });
}

export function requestConflict() {
  return new ConflictError('This requestId was already used for an order with other details', {
    code: 'order_request_conflict',
  });
}

/** A choice that matches its schema but not the catalog: 422, the field named as in a 400. */
export function pricingRefusal(field: string, message: string): ValidationError {
  return new ValidationError([{ path: field, message: `${field} ${message}` }], { status: 422 });
}

/** A transaction id not of the rail's chain (64 hex digits; `0x` and 64 on Ethereum). */
export function malformedTxid(rail: PaymentRail, txid: string): UnprocessableEntityError {
  return new UnprocessableEntityError(
    `${txid.slice(0, 70)} is not a transaction id on the ${rail} rail's chain ` +
      '(64 hex digits on Bitcoin and TRON, 0x and 64 hex digits on Ethereum)',
    { code: 'payment_tx_malformed' },
  );
}
