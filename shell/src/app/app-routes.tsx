import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import { LoginPage } from '../pages/login-page';
import { LOGIN_ROUTE, REMOTE_ROUTES } from './route-table';

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<RemotePage key={route.path} remote={route.remote} expose={route.expose} />}
        />
      ))}
      <Route path={LOGIN_ROUTE.path} element={<LoginPage />} />
      {/* Any unknown path goes home. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
