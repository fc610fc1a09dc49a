/** What adding an order by id came to. */
import { normalizeApiError } from '@minesite/shared/api';
import type { PublicOrder } from '@minesite/shared/domain';
import type { AddOrderOutcome } from './add-order-messages';

/** The reply of adding an order: already in the list, or found and added. */
export type AddedOrder = { outcome: 'exists' } | { outcome: 'added'; order: PublicOrder };

/** The outcome of the add: its reply, or the error of the lookup. */
export function addOrderOutcome(result: { data?: AddedOrder; error?: unknown }): AddOrderOutcome {
  if (result.error === undefined) return result.data?.outcome ?? 'notFound';
  const failure = normalizeApiError(result.error);
  if (failure.kind === 'empty') return 'notFound';
  if (failure.kind === 'server' && failure.status === 404) return 'notFound';
  if (failure.kind === 'server' && failure.status === 429) return 'tooManyTries';
  return 'failed';
}
