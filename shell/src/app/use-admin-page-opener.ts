import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { preloadRemotePage } from '../federation/remote-loader';
import { findRoute } from '../routing/find-route';
import { currentRouteTable } from '../routing/route-store';

/**
 * Opens an admin page from the admin menu: its remote is loaded first, so that a remote that
 * cannot load is reported in the menu (功能调用失败) instead of after leaving the page.
 */
export function useAdminPageOpener() {
  const navigate = useNavigate();
  return useCallback(
    async (path: string) => {
      const route = findRoute(currentRouteTable(), path);
      if (!route) throw new Error(`no route for ${path}`);
      await preloadRemotePage(route.remote, route.expose);
      await navigate(path);
    },
    [navigate],
  );
}
