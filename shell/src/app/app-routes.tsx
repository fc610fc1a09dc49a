import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HomeSwipeLoader } from '../features/home/components/home-swipe-loader';
import { PageSkeleton } from '../first-paint/page-skeleton';
import { RemotePage } from '../federation/remote-page';
import { LOGIN_ROUTE, REMOTE_ROUTES, type RemoteRoute } from '../routing/route-table';

// Loaded with the page that shows it.
const LoginPage = lazy(() => import('../pages/login-page').then((m) => ({ default: m.LoginPage })));
// The guard asks the service about the session: it brings RTK Query, which visitor pages that
// call no service never load.
const RequireAdmin = lazy(() =>
  import('../features/admin/components/require-admin').then((m) => ({ default: m.RequireAdmin })),
);

function pageOf(route: RemoteRoute) {
  if (route.homeSwipe) {
    return <HomeSwipeLoader />;
  }
  const page = <RemotePage key={route.path} remote={route.remote} expose={route.expose} />;
  return route.admin ? (
    <Suspense fallback={<PageSkeleton />}>
      <RequireAdmin>{page}</RequireAdmin>
    </Suspense>
  ) : (
    page
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={pageOf(route)} />
      ))}
      <Route
        path={LOGIN_ROUTE.path}
        element={
          <Suspense fallback={<PageSkeleton />}>
            <LoginPage />
          </Suspense>
        }
      />
      {/* Any unknown path goes home. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
