import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { onAdminSessionRejected } from '@minesite/shared/api-events';
import { clearAdminSession } from '@minesite/shared/storage';
import { Toast } from '@minesite/shared/ui';
import { LOGIN_PATH, loginPathFor } from './login-redirect';

/**
 * When the service refuses an admin call (no session, or it expired), in any package: forget
 * the admin flag and send the user to log in, coming back to the current page afterwards.
 */
export function useSessionExpiryRedirect() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(
    () =>
      onAdminSessionRejected(() => {
        clearAdminSession();
        // Several calls can fail together; the first one has already moved to the login page.
        if (current.current.pathname === LOGIN_PATH) return;
        Toast.show({
          icon: 'fail',
          content: intl.formatMessage({ id: 'shell.admin.session.expired' }),
        });
        void navigate(loginPathFor(current.current), { replace: true });
        current.current = { ...current.current, pathname: LOGIN_PATH };
      }),
    [intl, navigate],
  );
}
