import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { normalizeApiError } from '@minesite/shared/api';
import { writeAdminSession } from '@minesite/shared/storage';
import { Toast } from '@minesite/shared/ui';
import type { LoginRequest } from '@minesite/shared/contract';
import { useAdminLoginMutation } from './api/auth-api';
import { loginFailureMessageId } from './login-failure';

/**
 * Signs the admin in with the service. On success the browser keeps the spec's hint flags
 * (`adminLoggedIn`, `adminUsername`); the session itself is the service's httpOnly cookie.
 */
export function useAdminLogin() {
  const intl = useIntl();
  const [login, { isLoading }] = useAdminLoginMutation();

  const submit = useCallback(
    async ({ username, password }: LoginRequest): Promise<boolean> => {
      try {
        const session = await login({ username: username.trim(), password }).unwrap();
        writeAdminSession(session.username);
        Toast.show({
          icon: 'success',
          content: intl.formatMessage({ id: 'shell.admin.login.success' }),
        });
        return true;
      } catch (error) {
        const failure = normalizeApiError(error);
        if (failure.kind !== 'server' || failure.status >= 500)
          console.error('login failed', error);
        Toast.show({
          icon: 'fail',
          content: intl.formatMessage({ id: loginFailureMessageId(failure) }),
        });
        return false;
      }
    },
    [intl, login],
  );

  return { submit, pending: isLoading };
}
