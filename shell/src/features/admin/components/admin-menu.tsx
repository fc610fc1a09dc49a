import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectLocale } from '@minesite/shared/locale';
import { readAdminSession } from '@minesite/shared/storage';
import { useAppSelector } from '@minesite/shared/store';
import { Toast, type PopupProps } from '@minesite/shared/ui';
import { LeftDrawer } from '../../../components/left-drawer';
import { useRouteTable } from '../../../routing/route-store';
import { useAdminLogout } from '../use-admin-logout';
import './admin-panels.css';

/**
 * The admin side menu: the admin pages that declare an entry in it (`adminMenu` in their
 * remote's registry, in their order and published labels), and log out. `onOpen` opens a page (loading its
 * remote first); when that fails the menu stays and says so (功能调用失败).
 */
export function AdminMenu({
  visible,
  onClose,
  onOpen,
  onLoggedOut,
}: PopupProps & {
  onOpen: (path: string) => Promise<void>;
  onLoggedOut: () => void;
}) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const items = useRouteTable().adminMenu;
  const titleId = useId();
  const logout = useAdminLogout();
  const [busy, setBusy] = useState(false);
  const username = visible ? readAdminSession().username : null;

  const open = async (path: string) => {
    setBusy(true);
    try {
      await onOpen(path);
      onClose();
    } catch (error) {
      console.error('admin function failed to open', path, error);
      Toast.show({
        icon: 'fail',
        content: intl.formatMessage({ id: 'shell.admin.menu.error.openFailed' }),
      });
    } finally {
      setBusy(false);
    }
  };

  const logOut = async () => {
    if (!(await logout())) return;
    onClose();
    onLoggedOut();
  };

  return (
    <LeftDrawer visible={visible} onClose={onClose} destroyOnClose bodyClassName="admin-menu">
      <nav aria-labelledby={titleId}>
        <h2 id={titleId} className="admin-panel-title">
          <FormattedMessage id="shell.admin.menu.title" />
        </h2>
        {username && (
          <p className="admin-menu-user">
            <FormattedMessage id="shell.admin.menu.signedInAs" values={{ username }} />
          </p>
        )}
        <ul className="admin-menu-list">
          {items.map((item) => (
            <li key={item.path}>
              <button
                type="button"
                className="admin-menu-item"
                disabled={busy}
                onClick={() => void open(item.path)}
              >
                {item.labels[locale]}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="admin-menu-item admin-menu-logout"
              disabled={busy}
              onClick={() => void logOut()}
            >
              <FormattedMessage id="shell.admin.menu.logout" />
            </button>
          </li>
        </ul>
      </nav>
    </LeftDrawer>
  );
}
