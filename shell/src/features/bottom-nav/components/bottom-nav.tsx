import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Mask } from '@minesite/shared/ui';
import { useRouteTable } from '../../../routing/route-store';
import { activeTabFor } from '../active-tab';
import { NAV_TABS, navEntries, panelEntries, type NavTab, type NavTabKey } from '../nav-tabs';
import { NavIcon } from './nav-icon';
import { NavPanel } from './nav-panel';
import '../bottom-nav.css';

/**
 * The five-tab bar. Home navigates; the other tabs open or close an overlay
 * panel listing the pages that declare an entry in it (the route table's, read from the remotes'
 * registries); a tab with one entry opens it. `pageTab` is the current page's own tab, used when
 * its path is none of the entries.
 */
export function BottomNav({ pageTab }: { pageTab?: NavTabKey }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const panelId = useId();
  const [openKey, setOpenKey] = useState<NavTabKey | null>(null);
  const [shownPath, setShownPath] = useState(pathname);
  const declared = useRouteTable().navEntries;
  const entries = useMemo(() => navEntries(declared), [declared]);
  const entriesOf = (tab: NavTab) => panelEntries(tab, entries);
  const hasPanel = (tab: NavTab) => entriesOf(tab).length > 1;
  if (shownPath !== pathname) {
    // Any navigation (an entry, the back button, a link in a page) closes the panel.
    setShownPath(pathname);
    setOpenKey(null);
  }

  const active = activeTabFor(entries, pathname, pageTab);
  const openTab = NAV_TABS.find((tab) => tab.key === openKey);
  const close = () => setOpenKey(null);

  useEffect(() => {
    if (!openKey) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenKey(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openKey]);

  const onTab = (tab: NavTab) => {
    if (hasPanel(tab)) {
      setOpenKey((current) => (current === tab.key ? null : tab.key));
    } else {
      close();
      const to = tab.to ?? entriesOf(tab)[0]?.to;
      if (to) void navigate(to);
    }
  };

  return (
    <>
      <Mask
        visible={openTab !== undefined}
        onMaskClick={close}
        opacity="thin"
        // Under the bar and its panel, over the page and the header.
        style={{ '--z-index': '900' }}
      />
      {openTab && (
        <NavPanel
          id={panelId}
          tab={openTab}
          entries={entriesOf(openTab)}
          currentPath={pathname}
          onChoose={close}
        />
      )}
      <nav className="bottom-nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
        {NAV_TABS.map((tab) => (
          <button
            key={tab.key}
            type="button"
            className={[
              'bottom-nav-tab',
              tab.centre && 'bottom-nav-tab-centre',
              active === tab.key && 'bottom-nav-tab-active',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={active === tab.key ? 'page' : undefined}
            aria-expanded={hasPanel(tab) ? openKey === tab.key : undefined}
            aria-controls={hasPanel(tab) && openKey === tab.key ? panelId : undefined}
            onClick={() => onTab(tab)}
          >
            <span className="bottom-nav-icon">
              <NavIcon tab={tab.key} />
            </span>
            <span className="bottom-nav-label">
              <FormattedMessage id={tab.labelId} />
            </span>
          </button>
        ))}
      </nav>
    </>
  );
}
