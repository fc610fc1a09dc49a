/**
 * What this remote publishes (routes, titles, menu entries) against its own snapshot,
 * `pages.snapshot.json`; `npm run pages:snapshot` accepts a change.
 */
import path from 'node:path';
import { it } from 'vitest';
import { expectPagesSnapshot } from '@minesite/shared/testing/pages-snapshot';
import { registry } from '../src/pages';

it('publishes the pages, titles and menu entries of its snapshot', async () => {
  await expectPagesSnapshot(registry, path.resolve(import.meta.dirname, '..'));
});
