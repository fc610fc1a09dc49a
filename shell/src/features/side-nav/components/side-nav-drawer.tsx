import { useCallback, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import type { PopupProps } from '@minesite/shared/ui';
import { LeftDrawer } from '../../../components/left-drawer';
import { useRouteTable } from '../../../routing/route-store';
import { useCartLineCount } from '../use-cart-line-count';
import './side-nav.css';

const focusFirstEntry = (list: HTMLUListElement | null) =>
  list?.querySelector<HTMLElement>('a, button')?.focus();

/**
 * The buyer's side nav: the pages that declare an entry in it (`sideNav` in their remote's
 * registry), in their order and published labels, the cart's with its line count. Focus moves
 * to the first entry when it opens; Escape, a tap outside or choosing an entry closes it.
 */
export default function SideNavDrawer({ visible, onClose }: PopupProps) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const entries = useRouteTable().sideNav;
  const cartCount = useCartLineCount();
  const titleId = useId();
  const listRef = useRef<HTMLUListElement | null>(null);
  const { pathname, search } = useLocation();
  const shownAt = useRef(`${pathname}${search}`);

  // On the first opening the list mounts only when the popup's own code has loaded, after the
  // effect below ran: it takes the focus as it mounts. Later openings find it there.
  const attachList = useCallback((list: HTMLUListElement | null) => {
    listRef.current = list;
    focusFirstEntry(list);
  }, []);
  useEffect(() => {
    if (!visible) return undefined;
    shownAt.current = `${window.location.pathname}${window.location.search}`;
    focusFirstEntry(listRef.current);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, onClose]);

  // Any navigation (an entry, the back button) closes the drawer.
  useEffect(() => {
    if (visible && shownAt.current !== `${pathname}${search}`) onClose();
  }, [pathname, search, visible, onClose]);

  return (
    <LeftDrawer visible={visible} onClose={onClose} bodyClassName="side-nav">
      <nav role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="side-nav-head">
          <h2 id={titleId} className="side-nav-title">
            <FormattedMessage id="shell.sideNav.title" />
          </h2>
          <button
            type="button"
            className="side-nav-close"
            aria-label={intl.formatMessage({ id: 'shell.sideNav.close' })}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <ul ref={attachList} className="side-nav-list">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="side-nav-link"
                aria-current={entry.to === pathname ? 'page' : undefined}
                onClick={onClose}
              >
                <span>{entry.labels[locale]}</span>
                {entry.badge === 'cart' && cartCount > 0 && (
                  <span
                    className="side-nav-badge"
                    aria-label={intl.formatMessage(
                      { id: 'shell.sideNav.badge' },
                      { count: cartCount },
                    )}
                  >
                    {cartCount}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </LeftDrawer>
  );
}
