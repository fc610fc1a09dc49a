/**
 * The site as its remotes publish it, composed the way the shell composes it at run time: the
 * remotes site-config.json names, each one's `pages.json` as its team's snapshot records it
 * (`<remote>/pages.snapshot.json`, held to its registry by the remote's own test and updated by
 * its own `npm run pages:snapshot`). No list of paths is kept here: a team adds a page in its
 * `pages.ts` alone; this check holds the whole site together (every path once, admin pages
 * guarded and in the admin menu, every menu entry and home view a page).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RemoteRegistry } from '../../shared/src/federation/page-registry';
import {
  publishPages,
  readPublishedPages,
  type PublishedPages,
} from '../../shared/src/federation/published-pages';
import { readRemoteCatalogs } from '../../shared/src/federation/remote-catalogs';
import { parseNavTabs } from '../../shared/src/config/nav-tabs';
import { LOCALES } from '../../shared/src/i18n/locales';
import { findPage } from '../../shell/src/routing/find-route';
import { buildRouteTable } from '../../shell/src/routing/route-table';
import { HOME_ROUTES, LOGIN_ROUTE } from '../../shell/src/routing/shell-routes';
import { SITE_TABS } from '../../shell/test/site-tabs';

const repo = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(repo, file), 'utf8')) as unknown;

/** The remotes of the site, in site-config.json's order, with their folders (`mf_shop` → `mf-shop`). */
const REMOTES = Object.keys(
  (read('shell/public/site-config.json') as { remotes: Record<string, string> }).remotes,
).map((name) => ({ name, dir: name.replaceAll('_', '-') }));

const snapshots: PublishedPages[] = REMOTES.map(({ name, dir }) => ({
  remote: name,
  pages: readPublishedPages(read(`${dir}/pages.snapshot.json`), name),
}));
const table = buildRouteTable(
  snapshots.map(({ remote, pages }) => [remote, { status: 'ready', pages }] as const),
);
const pages = snapshots.flatMap((snapshot) => snapshot.pages);

describe('every remote of site-config.json', () => {
  it.each(REMOTES)('$name publishes what its snapshot records', async ({ name, dir }) => {
    const { registry } = (await import(path.join(repo, dir, 'src/pages.ts'))) as {
      registry: RemoteRegistry;
    };
    expect(registry.remote).toBe(name);
    const published = publishPages(registry, readRemoteCatalogs(path.join(repo, dir)));
    expect(JSON.parse(JSON.stringify(published))).toEqual(read(`${dir}/pages.snapshot.json`));
    for (const { file } of registry.pages) {
      expect(existsSync(path.join(repo, dir, 'src/pages', `${file}.tsx`)), file).toBe(true);
    }
  });
});

describe('the published registries make one site', () => {
  it('routes every path once, none of them the shell’s own', () => {
    const paths = pages.flatMap((page) => page.path ?? []).map((p) => p.toLowerCase());
    expect(paths.length).toBeGreaterThan(0);
    expect(
      paths.filter((p, i) => paths.indexOf(p) !== i),
      'declared twice',
    ).toEqual([]);
    for (const own of [...HOME_ROUTES, LOGIN_ROUTE]) expect(paths).not.toContain(own.path);
  });

  it('guards every operator address, and lists exactly the admin pages in the admin menu', () => {
    for (const route of table.routes.filter((r) => r.path.startsWith('/admin'))) {
      expect(route.admin, route.path).toBe(true);
    }
    const admin = table.routes.filter((route) => route.admin).map((route) => route.path);
    expect(table.adminMenu.map((item) => item.path).sort()).toEqual(admin.sort());
    expect(new Set(table.adminMenu.map((item) => item.order)).size).toBe(table.adminMenu.length);
  });

  it('has the same bar in every site config it ships (local and production)', () => {
    const production = read('tooling/deploy/site-config.json') as { navTabs?: unknown };
    expect(parseNavTabs(production.navTabs)).toEqual(SITE_TABS);
    expect(SITE_TABS.length).toBeGreaterThan(0);
  });

  it('puts every bottom-nav entry in one of the bar’s panels, opening a visitor page', () => {
    const panels = SITE_TABS.filter((tab) => !tab.to).map((tab) => tab.key);
    for (const entry of table.navEntries) {
      expect(panels, entry.to).toContain(entry.tab);
      const page = findPage(table, entry.to);
      expect(page.kind, entry.to).toBe('remote');
      expect(page.kind === 'remote' && page.route.admin, entry.to).toBeFalsy();
    }
    const addresses = table.navEntries.map((entry) => entry.to);
    expect(new Set(addresses).size, 'an address listed twice').toBe(addresses.length);
    for (const tab of panels) {
      expect(
        table.navEntries.some((entry) => entry.tab === tab),
        tab,
      ).toBe(true);
    }
  });

  it('opens each flow step from a visitor page of the site', () => {
    for (const route of table.routes.filter((r) => r.stepOf)) {
      const from = table.routes.find((r) => r.path === route.stepOf);
      expect(from && !from.admin, `${route.path} is a step of ${route.stepOf}`).toBe(true);
    }
  });

  it('has home views with names of their own, the first one `/`’s', () => {
    const keys = table.homeViews.map((view) => view.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    const declared = pages.flatMap((page) => page.homeView?.key ?? []);
    expect(declared.sort()).toEqual([...keys].sort());
  });

  it('titles and labels every page and entry in every locale', () => {
    for (const page of pages) {
      for (const locale of LOCALES) {
        expect(page.titles[locale], `${page.expose} ${locale}`).toBeTruthy();
        for (const entry of [page.navPanel, page.adminMenu, page.homeView]) {
          if (entry) expect(entry.labels[locale], `${page.expose} ${locale}`).toBeTruthy();
        }
      }
    }
  });

  it('leaves the home swipe and the login page to the shell', () => {
    for (const own of HOME_ROUTES) expect(findPage(table, own.path).kind).toBe('home');
    expect(findPage(table, LOGIN_ROUTE.path).kind).toBe('login');
  });
});
