import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Popup } from '@minesite/shared/ui';
import { LoginForm } from './login-form';
import './admin-panels.css';

/** The admin login popup opened by the hidden long press. */
export function LoginPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
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
        <LoginForm onCancel={onClose} onSuccess={onClose} />
      </div>
    </Popup>
  );
}
