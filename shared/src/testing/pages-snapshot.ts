/**
 * A remote team's own check of what it publishes: its routes, titles and menu entries, as its
 * build writes them into `pages.json`, kept in `pages.snapshot.json` beside its `package.json`.
 * A change to `src/pages.ts` or to a title or label fails the remote's tests until the team
 * accepts it with its own command (`npm run pages:snapshot -w <remote>`); the site's route check
 * (tooling/federation/site-routes.test.ts) reads these snapshots.
 */
import path from 'node:path';
import { expect } from 'vitest';
import type { RemoteRegistry } from '../federation/page-registry';
import { publishPages } from '../federation/published-pages';
import { readRemoteCatalogs } from '../federation/remote-catalogs';

export const PAGES_SNAPSHOT = 'pages.snapshot.json';

/** `dir`: the remote's folder. */
export async function expectPagesSnapshot(registry: RemoteRegistry, dir: string): Promise<void> {
  const published = publishPages(registry, readRemoteCatalogs(dir));
  await expect(`${JSON.stringify(published, null, 2)}\n`).toMatchFileSnapshot(
    path.join(dir, PAGES_SNAPSHOT),
  );
}
