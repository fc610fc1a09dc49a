import type { ApiFailure } from '@minesite/shared/api';

/** The toast for a failed login: a refusal, too many tries, or a failed call. */
export function loginFailureMessageId(failure: ApiFailure): string {
  if (failure.kind === 'server' && failure.status === 401) {
    return 'shell.admin.login.error.mismatch';
  }
  if (failure.kind === 'server' && failure.status === 429) {
    return 'shell.admin.login.error.tooManyAttempts';
  }
  // Every password hash slot of the service is taken (a burst of logins): try again shortly.
  if (failure.kind === 'server' && failure.status === 503 && failure.code === 'login_busy') {
    return 'shell.admin.login.error.busy';
  }
  return 'shell.admin.login.error.failed';
}
