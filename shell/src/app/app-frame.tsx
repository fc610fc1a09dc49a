import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALE_TAGS, selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import { useAdminEntry } from '../features/admin/use-admin-entry';
import { useSessionExpiryRedirect } from '../features/admin/use-session-expiry-redirect';
import { BottomNav } from '../features/bottom-nav/components/bottom-nav';
import { AppHeader } from '../features/header/components/app-header';
import { useDocumentTitle } from '../features/title/use-document-title';
import { AppRoutes } from './app-routes';
import { findPage, findRoute, pageNavTab } from '../routing/find-route';
import { currentRouteTable, useRouteTable } from '../routing/route-store';
import { useAdminPageOpener } from './use-admin-page-opener';
import { useFirstPaintHandover } from '../first-paint/handoff';

// The operator's popups load the first time the hidden long press opens one, then stay (their
// closing animation plays).
const AdminPanels = lazy(
  () => import(/* webpackChunkName: "admin-panels" */ '../features/admin/components/admin-panels'),
);

export function AppFrame() {
  useFirstPaintHandover();
  useDocumentTitle();
  useSessionExpiryRedirect();
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);

  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = findPage(useRouteTable(), pathname);
  const admin = useAdminEntry();
  const [adminOpened, setAdminOpened] = useState(false);
  if (admin.panel && !adminOpened) setAdminOpened(true);
  const openAdminPage = useAdminPageOpener();
  const leaveAdminPage = useCallback(() => {
    if (findRoute(currentRouteTable(), window.location.pathname)?.admin) {
      void navigate('/', { replace: true });
    }
  }, [navigate]);

  return (
    <div className="app">
      <AppHeader onAdminHold={admin.open} />
      <main className="app-main">
        <AppRoutes />
      </main>
      <BottomNav pageTab={pageNavTab(page)} />
      {adminOpened && (
        <Suspense fallback={null}>
          <AdminPanels
            panel={admin.panel}
            onClose={admin.close}
            onOpen={openAdminPage}
            onLoggedOut={leaveAdminPage}
          />
        </Suspense>
      )}
    </div>
  );
}
