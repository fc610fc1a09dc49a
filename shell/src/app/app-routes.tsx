import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../features/admin/components/require-admin';
import { HomeSwipeLoader } from '../features/home/components/home-swipe-loader';
import { PageSkeleton } from '../first-paint/page-skeleton';
import { RemotePage } from '../federation/remote-page';
import { LOGIN_ROUTE, REMOTE_ROUTES, type RemoteRoute } from '../routing/route-table';

// Loaded with the page that shows it.
const LoginPage = lazy(() => import('../pages/login-page').then((m) => ({ default: m.LoginPage })));

function pageOf(route: RemoteRoute) {
  if (route.homeSwipe) {
    return <HomeSwipeLoader />;
  }
  const page = <RemotePage key={route.path} remote={route.remote} expose={route.expose} />;
  return route.admin ? <RequireAdmin>{page}</RequireAdmin> : page;
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
