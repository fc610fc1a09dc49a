import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { readAdminSession } from '@minesite/shared/storage';
import { Toast } from '@minesite/shared/ui';
import { useAdminSessionQuery } from '../api/auth-api';
import { loginPathFor } from '../login-redirect';

/**
 * The admin route guard: without the `adminLoggedIn` flag, says 请先登录 and
 * sends the visitor to `/login?redirect=<full target>`. The flag is only the UI's hint: with
 * it, the page opens while the service is asked whether the session is live; a 401 there (as
 * from any admin call) clears the flag and leads to the same login page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  // Checked on entering the page. Logging out from an admin page leaves it (to /) rather than
  // being taken for a visitor without a session.
  const [allowed] = useState(() => readAdminSession().loggedIn);
  useAdminSessionQuery(undefined, { skip: !allowed });

  useEffect(() => {
    if (!allowed) {
      Toast.show({ content: intl.formatMessage({ id: 'shell.admin.guard.loginRequired' }) });
    }
  }, [allowed, intl]);

  if (!allowed) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}
