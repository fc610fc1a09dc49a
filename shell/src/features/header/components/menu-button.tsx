import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { MENU_PATH } from '../header-icon-paths';

/** The header's menu button: opens the buyer's side nav drawer. */
export const MenuButton = forwardRef<HTMLButtonElement, { open: boolean; onOpen: () => void }>(
  function MenuButton({ open, onOpen }, ref) {
    const intl = useIntl();
    return (
      <button
        ref={ref}
        type="button"
        className="app-menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'shell.header.menu' })}
        onClick={onOpen}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d={MENU_PATH}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    );
  },
);
