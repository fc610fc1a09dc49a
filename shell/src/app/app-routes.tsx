import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../features/admin/components/require-admin';
import { HomeSwipe } from '../features/home/components/home-swipe';
import { RemotePage } from '../federation/remote-page';
import { LoginPage } from '../pages/login-page';
import { LOGIN_ROUTE, REMOTE_ROUTES, type RemoteRoute } from '../routing/route-table';

function pageOf(route: RemoteRoute) {
  if (route.homeSwipe) return <HomeSwipe />;
  const page = <RemotePage key={route.path} remote={route.remote} expose={route.expose} />;
  return route.admin ? <RequireAdmin>{page}</RequireAdmin> : page;
}

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={pageOf(route)} />
      ))}
      <Route path={LOGIN_ROUTE.path} element={<LoginPage />} />
      {/* Any unknown path goes home. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
