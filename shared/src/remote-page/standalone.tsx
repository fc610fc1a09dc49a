/**
 * A minimal frame so a team can run its remote alone on its own dev server: the same store,
 * config loading and router as in the shell, without the shell's header and navigation.
 */
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import { makeStore } from '../store/make-store';

export interface StandalonePage {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export async function renderStandalone(remoteName: string, pages: StandalonePage[]) {
  await loadRuntimeConfig();
  const store = makeStore();
  const routes = pages.map((p) => ({ ...p, Page: lazy(p.load) }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <nav className="standalone-nav" aria-label={remoteName}>
            {pages.map((p) => (
              <Link key={p.path} to={p.path.replace(/:\w+/g, '1')}>
                {p.path}
              </Link>
            ))}
          </nav>
          <Suspense fallback={null}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
