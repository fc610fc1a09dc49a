import { Suspense, lazy, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Popup, type PopupProps } from '@minesite/shared/ui';
import './admin-panels.css';

// The form and its antd-mobile parts load when the popup first opens.
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

/** The admin login popup opened by the hidden long press. */
export function LoginPopup({ visible, onClose }: PopupProps) {
  const titleId = useId();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="admin-login-popup"
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="admin-panel-title">
          <FormattedMessage id="shell.admin.login.title" />
        </h2>
        <Suspense fallback={null}>
          <LoginForm onCancel={onClose} onSuccess={onClose} />
        </Suspense>
      </div>
    </Popup>
  );
}
