import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { lazyPopup } from '@minesite/shared/ui';
import { useLongPress } from '../../../hooks/use-long-press';
import { HEADER_LOGO_HOLD_MS } from '../admin-hold-times';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { MenuButton } from './menu-button';
import './app-header.css';

// The drawer's code loads when the buyer first opens it.
const SideNavDrawer = lazyPopup(() => import('../../side-nav/components/side-nav-drawer'));

/**
 * The side nav's menu button, logo, company name and language switcher. Holding the logo (or the switcher's logo) opens
 * the hidden admin entry; the company name goes home.
 */
export function AppHeader({ onAdminHold }: { onAdminHold: () => void }) {
  const intl = useIntl();
  const hold = useLongPress(onAdminHold, HEADER_LOGO_HOLD_MS);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  return (
    <header className="app-header">
      <div className="app-brand">
        <MenuButton ref={menuButton} open={menuOpen} onOpen={() => setMenuOpen(true)} />
        <span
          className="app-logo"
          role="img"
          aria-label={intl.formatMessage({ id: 'shell.header.logo' })}
          {...hold}
        >
          <BrandMark />
        </span>
        <Link to="/" className="app-company">
          <FormattedMessage id="app.companyName" />
        </Link>
      </div>
      <LanguageSwitcher onLogoHold={onAdminHold} />
      <SideNavDrawer visible={menuOpen} onClose={closeMenu} />
    </header>
  );
}
