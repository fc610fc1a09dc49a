import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_ITEMS } from '../features/admin/admin-menu-items';
import { NAV_TABS } from '../features/bottom-nav/nav-tabs';
import { HOME_VIEWS, homeViewIndex } from '../features/home/home-views';
import { findRoute } from './find-route';

describe('the route table and the frame agree', () => {
  it('every bottom-nav entry opens a route', () => {
    for (const entry of NAV_TABS.flatMap((tab) => tab.entries)) {
      expect(findRoute(entry.path), entry.path).toBeDefined();
    }
  });

  it('every admin menu entry opens an admin route', () => {
    for (const item of ADMIN_MENU_ITEMS) expect(findRoute(item.path)?.admin, item.path).toBe(true);
  });

  it('each home view is the page its own route shows', () => {
    const pathOf = {
      home: '/',
      currency: '/currency',
      trade: '/trade',
      shop: '/shop',
      calculator: '/calculator',
    };
    for (const view of HOME_VIEWS) {
      const route = findRoute(pathOf[view.key])!;
      expect({ remote: view.remote, expose: view.expose }, view.key).toEqual({
        remote: route.remote,
        expose: route.expose,
      });
    }
  });

  it('names the home view in the address, the first one by default', () => {
    expect(homeViewIndex(null)).toBe(0);
    expect(homeViewIndex('shop')).toBe(3);
    expect(homeViewIndex('nonsense')).toBe(0);
  });
});
