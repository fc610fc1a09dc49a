/** What adding an order by id came to (spec section 5, "Add order by id"; section 8 texts). */
import { normalizeApiError } from '@minesite/shared/api';

export type AddOrderOutcome = 'exists' | 'added' | 'notFound' | 'failed';

export const ADD_ORDER_MESSAGE_IDS: Record<AddOrderOutcome, string> = {
  exists: 'orders.myOrders.add.exists',
  added: 'orders.myOrders.add.added',
  notFound: 'orders.myOrders.add.notFound',
  failed: 'orders.myOrders.add.failed',
};

/** The lookup's result: an order, or the error of the call. */
export function lookupOutcome(result: { data?: unknown; error?: unknown }): AddOrderOutcome {
  if (result.error === undefined) return result.data ? 'added' : 'notFound';
  const failure = normalizeApiError(result.error);
  if (failure.kind === 'empty') return 'notFound';
  if (failure.kind === 'server' && failure.status === 404) return 'notFound';
  return 'failed';
}
