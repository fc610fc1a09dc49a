import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { getRuntimeConfig } from '@minesite/shared/config';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import { Mask } from '@minesite/shared/ui';
import { useRouteTable } from '../../../routing/route-store';
import { activeTabFor } from '../active-tab';
import { navEntries, panelEntries, type NavTab, type NavTabKey } from '../nav-tabs';
import { NavIcon } from './nav-icon';
import { NavPanel } from './nav-panel';
import '../bottom-nav.css';

/**
 * The bar of the site config's tabs. A tab with an address of its own (home) navigates; the
 * other tabs open or close an overlay panel listing the pages that declare an entry in it (the
 * route table's, read from the remotes' registries); a tab with one entry opens it. `pageTab` is
 * the current page's own tab, used when its path is none of the entries.
 */
export function BottomNav({ pageTab }: { pageTab?: NavTabKey }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  // Read once the config is in (bootstrap.tsx sets it before the app renders).
  const tabs = getRuntimeConfig().navTabs;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const panelId = useId();
  const [openKey, setOpenKey] = useState<NavTabKey | null>(null);
  const [shownPath, setShownPath] = useState(pathname);
  const declared = useRouteTable().navEntries;
  const entries = useMemo(() => navEntries(tabs, declared), [tabs, declared]);
  const entriesOf = (tab: NavTab) => panelEntries(tab, entries);
  const hasPanel = (tab: NavTab) => entriesOf(tab).length > 1;
  if (shownPath !== pathname) {
    // Any navigation (an entry, the back button, a link in a page) closes the panel.
    setShownPath(pathname);
    setOpenKey(null);
  }

  const active = activeTabFor(entries, pathname, pageTab);
  const openTab = tabs.find((tab) => tab.key === openKey);
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
          label={openTab.labels[locale]}
          entries={entriesOf(openTab)}
          currentPath={pathname}
          onChoose={close}
        />
      )}
      <nav className="bottom-nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
        {tabs.map((tab) => (
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
              <NavIcon path={tab.icon} />
            </span>
            <span className="bottom-nav-label">{tab.labels[locale]}</span>
          </button>
        ))}
      </nav>
    </>
  );
}
