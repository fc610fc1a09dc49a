/**
 * Every route of the built site, as the shell learns them at run time: its own (the home swipe
 * and the login page) and each page the remotes' build published in `pages.json` beside its
 * manifest (shared/src/federation/published-pages.ts), read from the build folders. A path's
 * parameter is filled with a seeded value. `--routes a,b` measures those, `--core` the five the
 * bench has always measured; by default, all of them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPublishedPages, type PublishedPage } from '../shared/src/federation/published-pages';
import type { RemoteName } from '../shared/src/config/runtime-config';
import { HOME_ROUTES, LOGIN_ROUTE } from '../shell/src/routing/shell-routes';

/** The routes a visitor lands on most: measured with the median of several Lighthouse runs. */
export const CORE_ROUTES = ['/', '/shop', '/mining-power-detail', '/my-orders', '/calculator'];

export interface BenchRoute {
  /** The route as registered (`/product/:id`). */
  route: string;
  /** The address opened (`/product/1`). */
  url: string;
  admin: boolean;
  core: boolean;
}

/** Values for a path's parameters: seeded products have ids '1', '2', … */
const PARAMETERS: Record<string, string> = { id: '1' };

function fill(routePath: string): string {
  return routePath.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = PARAMETERS[name];
    if (value === undefined) throw new Error(`no bench value for the parameter :${name}`);
    return value;
  });
}

/** Every route of the built site, shell routes first, then each remote's in registry order. */
export function builtRoutes(repo: string): BenchRoute[] {
  const config = JSON.parse(
    readFileSync(path.join(repo, 'shell/public/site-config.json'), 'utf8'),
  ) as { remotes: Record<string, string> };
  const pages: PublishedPage[] = Object.keys(config.remotes).flatMap((remote) =>
    readPublishedPages(
      JSON.parse(
        readFileSync(path.join(repo, remote.replace('_', '-'), 'dist/pages.json'), 'utf8'),
      ),
      remote as RemoteName,
    ),
  );
  const routes = [
    ...[...HOME_ROUTES, LOGIN_ROUTE].map((r) => ({ route: r.path, admin: false })),
    ...pages.flatMap((page) =>
      page.path === undefined ? [] : [{ route: page.path, admin: page.admin === true }],
    ),
  ];
  const seen = new Set<string>();
  return routes
    .filter((r) => !seen.has(r.route) && seen.add(r.route))
    .map((r) => ({ ...r, url: fill(r.route), core: CORE_ROUTES.includes(r.route) }));
}

/** The routes the options ask for: `--routes /a,/b` (registered or filled form), `--core`. */
export function selectRoutes(all: BenchRoute[], argv: readonly string[]): BenchRoute[] {
  if (argv.includes('--core')) return all.filter((r) => r.core);
  const index = argv.indexOf('--routes');
  const inline = argv.find((arg) => arg.startsWith('--routes='));
  const list = inline ? inline.slice('--routes='.length) : index >= 0 ? argv[index + 1] : undefined;
  if (list === undefined) return all;
  const wanted = list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !all.some((r) => r.route === w || r.url === w));
  if (unknown.length > 0) {
    throw new Error(
      `not a route of the built site: ${unknown.join(', ')} (routes: ${all.map((r) => r.route).join(' ')})`,
    );
  }
  return all.filter((r) => wanted.includes(r.route) || wanted.includes(r.url));
}
