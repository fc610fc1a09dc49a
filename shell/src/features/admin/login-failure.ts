import type { ApiFailure } from '@minesite/shared/api';

/** The toast for a failed login (spec section 8): a refusal, too many tries, or a failed call. */
export function loginFailureMessageId(failure: ApiFailure): string {
  if (failure.kind === 'server' && failure.status === 401) {
    return 'shell.admin.login.error.mismatch';
  }
  if (failure.kind === 'server' && failure.status === 429) {
    return 'shell.admin.login.error.tooManyAttempts';
  }
  return 'shell.admin.login.error.failed';
}
