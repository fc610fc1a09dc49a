/**
 * The remote pages of the built site, as the shell learns them at run time: the `pages.json`
 * each remote named in site-config.json published beside its manifest (read here from the
 * remotes' build folders, so a journey can list them before it starts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishedPages } from '@minesite/shared/federation/published-pages';
import { buildRouteTable } from '../../src/routing/route-table';

const repo = path.resolve(import.meta.dirname, '../../..');

export interface SiteRoute {
  /** The address to open (a parameter filled in). */
  url: string;
  /** The page's title in Chinese. */
  title: string;
  admin: boolean;
}

export function builtRegistries(): PublishedPages[] {
  const config = JSON.parse(readFileSync(path.join(repo, 'shell/public/site-config.json'), 'utf8'));
  return Object.keys(config.remotes as Record<string, string>).map(
    (remote) =>
      JSON.parse(
        readFileSync(path.join(repo, remote.replace('_', '-'), 'dist/pages.json'), 'utf8'),
      ) as PublishedPages,
  );
}

export function siteRoutes(): SiteRoute[] {
  return builtRegistries().flatMap(({ pages }) =>
    pages.flatMap((page) =>
      page.path === undefined
        ? []
        : [
            {
              url: page.path.replace(':id', '1'),
              title: page.titles.zh,
              admin: page.admin === true,
            },
          ],
    ),
  );
}

/** The built site's route table, as the shell builds it from those registries. */
export function builtRouteTable() {
  return buildRouteTable(
    builtRegistries().map(({ remote, pages }) => [remote, { status: 'ready', pages }] as const),
  );
}
