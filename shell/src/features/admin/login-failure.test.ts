import { describe, expect, it } from 'vitest';
import { normalizeApiError } from '@minesite/shared/api';
import { loginFailureMessageId } from './login-failure';

const answered = (status: number, code: string) =>
  normalizeApiError({ status, data: { error: 'x', message: 'x', code } });

describe('loginFailureMessageId', () => {
  it('says wrong username or password when the service refuses the credentials', () => {
    expect(loginFailureMessageId(answered(401, 'invalid_credentials'))).toBe(
      'shell.admin.login.error.mismatch',
    );
  });

  it('says to wait when there were too many attempts', () => {
    expect(loginFailureMessageId(answered(429, 'too_many_login_attempts'))).toBe(
      'shell.admin.login.error.tooManyAttempts',
    );
  });

  it('says to try again shortly when the service is busy checking passwords', () => {
    expect(loginFailureMessageId(answered(503, 'login_busy'))).toBe('shell.admin.login.error.busy');
  });

  it('says login failed for anything else', () => {
    for (const error of [
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: 'TIMEOUT_ERROR', error: 'timeout' },
      { status: 500, data: { message: 'Internal server error', code: 'internal_error' } },
      { status: 400, data: { message: 'username is required', code: 'validation_failed' } },
      new Error('thrown'),
    ]) {
      expect(loginFailureMessageId(normalizeApiError(error))).toBe(
        'shell.admin.login.error.failed',
      );
    }
  });
});
