import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_ITEMS } from '../features/admin/admin-menu-items';
import { NAV_TABS } from '../features/bottom-nav/nav-tabs';
import { HOME_VIEWS, homeViewIndex } from '../features/home/home-views';
import { findRoute } from './find-route';
import { REMOTE_REGISTRIES, REMOTE_ROUTES } from './route-table';

/** Spec section 2's route table (the draw page, which the spec shows without a path, is /draw). */
const SPEC_PATHS = [
  '/',
  '/mining',
  '/calculator',
  '/shop',
  '/trade',
  '/currency',
  '/speed-up',
  '/service',
  '/container',
  '/power',
  '/product/:id',
  '/guide',
  '/recruitment',
  '/team',
  '/contact',
  '/warehouse',
  '/repair',
  '/manual',
  '/software',
  '/construction',
  '/product-management',
  '/cooling',
  '/natural-power',
  '/cloud-pricing',
  '/hosting',
  '/ai-miner',
  '/ai-power-buy',
  '/ai-power-auction',
  '/mining-power',
  '/mining-power-detail',
  '/mining-power-purchase',
  '/order-detail',
  '/order-management',
  '/my-orders',
  '/admin/contact',
  '/admin/power-contacts',
  '/draw',
];
const ADMIN_PATHS = [
  '/order-management',
  '/admin/contact',
  '/admin/power-contacts',
  '/product-management',
];

describe('the five page registries make the route table', () => {
  it('routes every path of the spec, each once, and nothing else', () => {
    const paths = REMOTE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size, 'a path declared twice').toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('guards exactly the admin pages', () => {
    const admin = REMOTE_ROUTES.filter((route) => route.admin).map((route) => route.path);
    expect(admin.sort()).toEqual([...ADMIN_PATHS].sort());
  });

  it('points each route at a page file its remote has, with a title every locale names', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const messages: unknown = JSON.parse(
      readFileSync(path.join(root, 'shared/src/i18n/messages/en.json'), 'utf8'),
    );
    for (const { remote, pages } of REMOTE_REGISTRIES) {
      const dir = remote.replace('_', '-');
      for (const page of pages) {
        const file = path.join(root, dir, 'src/pages', `${page.file}.tsx`);
        expect(existsSync(file), `${page.path}: ${file}`).toBe(true);
        expect(messages, page.path).toHaveProperty([page.titleId]);
      }
    }
  });
});

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
