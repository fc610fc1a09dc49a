/**
 * A minimal frame so a team can run its remote alone on its own dev server: the same store,
 * config loading and router as in the shell, without the shell's header and navigation.
 */
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/global-styles';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import type { RemoteRegistry } from '../federation/page-registry';
import { makeStore } from '../store/make-store';

/** Loads a page module by its file name in the remote's `src/pages/`. */
export type PageLoader = (file: string) => Promise<{ default: ComponentType }>;

/** Renders every page of the remote's registry, each on its own route. */
export async function renderStandalone({ remote, pages }: RemoteRegistry, load: PageLoader) {
  await loadRuntimeConfig();
  const store = makeStore();
  // A page that is only a home swipe view (no address of its own) opens at `/`.
  const routes = pages.map((p) => ({ path: p.path ?? '/', Page: lazy(() => load(p.file)) }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <nav className="standalone-nav" aria-label={remote}>
            {routes.map(({ path }) => (
              <Link key={path} to={path.replace(/:\w+/g, '1')}>
                {path}
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
