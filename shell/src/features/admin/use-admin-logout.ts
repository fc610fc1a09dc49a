import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { clearAdminSession } from '@minesite/shared/storage';
import { useAppDispatch } from '@minesite/shared/store';
import { Dialog, Toast } from '@minesite/shared/ui';

/**
 * Asks for confirmation, ends the service's session and forgets the browser flags. Resolves
 * to whether the admin logged out. The flags are cleared even if the call fails: the admin
 * asked to leave, and the session cookie expires on its own.
 */
export function useAdminLogout() {
  const intl = useIntl();
  const dispatch = useAppDispatch();

  return useCallback(async (): Promise<boolean> => {
    const text = (id: string) => intl.formatMessage({ id });
    const confirmed = await Dialog.confirm({
      title: text('shell.admin.logout.confirm.title'),
      content: text('shell.admin.logout.confirm.body'),
      confirmText: text('shell.admin.logout.confirm.ok'),
      cancelText: text('shell.admin.logout.confirm.cancel'),
    });
    if (!confirmed) return false;
    try {
      // The API (RTK Query) loads here, not with the header that every page shows.
      const { authApi } = await import('./api/auth-api');
      await dispatch(authApi.endpoints.adminLogout.initiate(undefined, { track: false })).unwrap();
    } catch (error) {
      console.error('the service did not end the admin session', error);
    }
    clearAdminSession();
    Toast.show({ icon: 'success', content: text('shell.admin.logout.done') });
    return true;
  }, [intl, dispatch]);
}
