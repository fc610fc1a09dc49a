import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { HomeSwipeLoader } from '../features/home/components/home-swipe-loader';
import { PageSkeleton } from '../first-paint/page-skeleton';
import { RemotePage } from '../federation/remote-page';
import { findPage, type AddressPage } from '../routing/find-route';
import type { RemoteRoute } from '../routing/route-table';
import { useRouteTable } from '../routing/route-store';
import { HOME_ROUTES, LOGIN_ROUTE } from '../routing/shell-routes';
import { UnavailableRoute } from '../routing/unavailable-route';

// Loaded with the page that shows it.
const LoginPage = lazy(() => import('../pages/login-page').then((m) => ({ default: m.LoginPage })));
// The guard asks the service about the session: it brings RTK Query, which visitor pages that
// call no service never load.
const RequireAdmin = lazy(() =>
  import('../features/admin/components/require-admin').then((m) => ({ default: m.RequireAdmin })),
);

function pageOf(route: RemoteRoute) {
  const page = <RemotePage key={route.path} remote={route.remote} expose={route.expose} />;
  return route.admin ? (
    <Suspense fallback={<PageSkeleton />}>
      <RequireAdmin>{page}</RequireAdmin>
    </Suspense>
  ) : (
    page
  );
}

/** An address no route knows: still loading, a remote's registry unreadable, or none. */
function noRoute(page: AddressPage) {
  if (page.kind === 'loading') return <PageSkeleton />;
  if (page.kind === 'unavailable') return <UnavailableRoute />;
  // Any unknown path goes home.
  return <Navigate to="/" replace />;
}

/**
 * The page of the current address. The route is the one the route table's rule finds
 * (routing/find-route.ts, shared with the HTML's boot script); react-router renders it, so the
 * page reads its parameters with `useParams`.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = findPage(useRouteTable(), pathname);
  return (
    <Routes>
      {HOME_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<HomeSwipeLoader />} />
      ))}
      <Route
        path={LOGIN_ROUTE.path}
        element={
          <Suspense fallback={<PageSkeleton />}>
            <LoginPage />
          </Suspense>
        }
      />
      {page.kind === 'remote' && (
        <Route key={page.route.path} path={page.route.path} element={pageOf(page.route)} />
      )}
      <Route path="*" element={noRoute(page)} />
    </Routes>
  );
}
