import type { AdminPanel } from '../use-admin-entry';
import { AdminMenu } from './admin-menu';
import { LoginPopup } from './login-popup';

/**
 * The operator's two popups behind the hidden long press: the login, or the admin menu when
 * signed in. They load the first time one opens (app-frame.tsx): a visitor never downloads them.
 */
export default function AdminPanels({
  panel,
  onClose,
  onOpen,
  onLoggedOut,
}: {
  panel: AdminPanel;
  onClose: () => void;
  onOpen: (path: string) => Promise<void>;
  onLoggedOut: () => void;
}) {
  return (
    <>
      <LoginPopup visible={panel === 'login'} onClose={onClose} />
      <AdminMenu
        visible={panel === 'menu'}
        onClose={onClose}
        onOpen={onOpen}
        onLoggedOut={onLoggedOut}
      />
    </>
  );
}
