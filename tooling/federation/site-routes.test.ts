/**
 * The five remotes' page registries, as their builds publish them (pages.json) and the shell
 * builds its routes from them at run time, make the spec's route table (section 2), with no
 * build: every path once, the admin pages guarded, every bottom-nav and admin-menu entry and
 * every home view served. The shell imports no remote; this check sees the whole site.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RemoteName } from '../../shared/src/config/runtime-config';
import { HOME_VIEW_KEYS, type RemoteRegistry } from '../../shared/src/federation/page-registry';
import { publishPages } from '../../shared/src/federation/published-pages';
import { LOCALES, type Locale } from '../../shared/src/i18n/locales';
import { registry as admin } from '../../mf-admin/src/pages';
import { registry as cloudpower } from '../../mf-cloudpower/src/pages';
import { registry as content } from '../../mf-content/src/pages';
import { registry as orders } from '../../mf-orders/src/pages';
import { registry as shop } from '../../mf-shop/src/pages';
import { ADMIN_MENU_ITEMS } from '../../shell/src/features/admin/admin-menu-items';
import { NAV_TABS } from '../../shell/src/features/bottom-nav/nav-tabs';
import { findPage, findRoute } from '../../shell/src/routing/find-route';
import { buildRouteTable } from '../../shell/src/routing/route-table';
import { HOME_ROUTES, LOGIN_ROUTE } from '../../shell/src/routing/shell-routes';

const repo = path.resolve(import.meta.dirname, '../..');
const REGISTRIES: RemoteRegistry[] = [content, shop, cloudpower, orders, admin];

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
/** The operator's pages beyond the spec's four admin pages. */
const OPERATOR_PATHS = [
  '/admin',
  '/admin/settings',
  '/admin/notifications',
  '/admin/webhooks',
  '/admin/news',
  '/admin/jobs',
  '/admin/team',
  '/admin/data-centres',
  '/admin/contact-details',
  '/admin/rules',
  '/admin/downloads',
];
const ADMIN_PATHS = [
  '/order-management',
  '/admin/contact',
  '/admin/power-contacts',
  '/product-management',
  ...OPERATOR_PATHS,
];

const json = (file: string) =>
  JSON.parse(readFileSync(path.join(repo, file), 'utf8')) as Record<string, string>;

/** A remote's catalog as its pages see it: the shared one underneath its own. */
function messagesOf(remote: RemoteName): Record<Locale, Record<string, string>> {
  const dir = remote.replace('_', '-');
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        ...json(`shared/src/i18n/messages/${locale}.json`),
        ...json(`${dir}/src/i18n/${locale}.json`),
      },
    ]),
  ) as Record<Locale, Record<string, string>>;
}

const published = REGISTRIES.map((registry) => publishPages(registry, messagesOf(registry.remote)));
const table = buildRouteTable(
  published.map(({ remote, pages }) => [remote, { status: 'ready', pages }] as const),
);

describe('the five page registries make the route table', () => {
  it('routes every path of the spec, each once, and nothing else', () => {
    const declared = REGISTRIES.flatMap(({ pages }) => pages.flatMap((p) => p.path ?? []));
    expect(new Set(declared).size, 'a path declared twice').toBe(declared.length);
    const paths = [...table.routes, ...HOME_ROUTES].map((route) => route.path);
    expect(paths.sort()).toEqual([...SPEC_PATHS, ...OPERATOR_PATHS].sort());
  });

  it('guards exactly the admin pages', () => {
    const guarded = table.routes.filter((route) => route.admin).map((route) => route.path);
    expect(guarded.sort()).toEqual([...ADMIN_PATHS].sort());
  });

  it('points each page at a file its remote has, titled in every locale', () => {
    for (const { remote, pages } of REGISTRIES) {
      for (const page of pages) {
        const file = path.join(repo, remote.replace('_', '-'), 'src/pages', `${page.file}.tsx`);
        expect(existsSync(file), file).toBe(true);
      }
    }
    for (const route of table.routes) {
      for (const locale of LOCALES) expect(route.titles[locale], route.path).toBeTruthy();
    }
  });
});

describe('the route table and the frame agree', () => {
  it('every bottom-nav entry opens a page', () => {
    for (const entry of NAV_TABS.flatMap((tab) => tab.entries)) {
      expect(findPage(table, entry.path).kind, entry.path).toMatch(/^(?:remote|home)$/);
    }
  });

  it('every admin menu entry opens an admin route', () => {
    for (const item of ADMIN_MENU_ITEMS) {
      expect(findRoute(table, item.path)?.admin, item.path).toBe(true);
    }
  });

  it('every home view is a page, the same one (and first read) its own route shows', () => {
    for (const key of HOME_VIEW_KEYS) {
      const view = table.homeViews[key];
      expect(view, key).toBeDefined();
      const route = table.routes.find((r) => r.homeView === key);
      if (route) {
        expect(view).toEqual({
          remote: route.remote,
          expose: route.expose,
          ...(route.firstRead ? { firstRead: route.firstRead } : {}),
        });
      }
    }
  });

  it('leaves the login page to the shell', () => {
    expect(findPage(table, LOGIN_ROUTE.path).kind).toBe('login');
  });
});
