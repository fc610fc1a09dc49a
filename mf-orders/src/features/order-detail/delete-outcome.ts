/** What a delete on expiry came to, for the toasts of spec section 8 ("Order detail"). */
import { normalizeApiError } from '@minesite/shared/api';

export type DeleteOutcome = 'deleted' | 'network' | 'failed';

/** The service's reply text on success (spec section 7); a contract, not shown to the user. */
export const DELETED_REPLY = '删除成功';

export function deleteOutcome(
  result: { data: { message?: string } } | { error: unknown },
): DeleteOutcome {
  if ('data' in result) return result.data?.message === DELETED_REPLY ? 'deleted' : 'failed';
  const failure = normalizeApiError(result.error);
  // Already gone (the service's own expiry got there first): the same end state.
  if (failure.kind === 'server' && failure.status === 404) return 'deleted';
  if (failure.kind === 'network' || failure.kind === 'timeout') return 'network';
  return 'failed';
}
