/**
 * One remote released alone, on the running site: a changed mf-content (one message altered in
 * a copy of its folder) is built and published with `npm run release`; a fresh page load shows
 * the change with the shell not rebuilt, and the other remotes' pages still work; rolled back,
 * the old text is back. Serial, and it restores the served config and removes its release in
 * afterAll, so that journeys running beside it see the site as it was.
 */
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { list, releasesRoot, removeRelease, rollback, type ReleaseLayout } from '../releases';
import { changedContentCopy, releaseCommand, repo } from './support/changed-remote';

test.describe.configure({ mode: 'serial' });

const zh = JSON.parse(
  readFileSync(path.join(repo, 'shared/src/i18n/messages/zh.json'), 'utf8'),
) as Record<string, string>;
const CHANGED_ID = 'content.recruitment.intro';
const MARKER = '（新版本）';
const layout: ReleaseLayout = {
  root: releasesRoot(repo),
  baseConfigFile: path.join(repo, 'shell/dist/site-config.json'),
};

let workspace: string | undefined;
let released: string | undefined;
let rolledBack = false;

const heading = (page: Page, titleId: string) =>
  page.getByRole('heading', { level: 1, name: zh[titleId] });

test.afterAll(async () => {
  if (released && !rolledBack) await rollback(layout, 'mf-content');
  if (released) await removeRelease(layout, 'mf-content', released);
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

test('a released mf-content is live on the next page load, and rolls back', async ({ page }) => {
  test.setTimeout(300_000);
  const shellIndex = path.join(repo, 'shell/dist/index.html');
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  const copy = changedContentCopy(CHANGED_ID, MARKER);
  workspace = copy.workspace;
  const { source, original } = copy;

  await page.goto('/recruitment');
  await expect(heading(page, 'route.recruitment')).toBeVisible();
  await expect(page.getByText(original, { exact: true })).toBeVisible();

  const before = await list(layout, 'mf-content');
  const output = await releaseCommand(['mf-content', '--source', source]);
  released = /Released mf-content (\S+):/.exec(output)?.[1];
  expect(released, output).toBeDefined();
  expect((await list(layout, 'mf-content')).live).toBe(released);

  // A fresh load: the shell (not rebuilt) reads the new site-config.json and loads the release.
  await page.goto('/recruitment');
  await expect(page.getByText(`${original}${MARKER}`, { exact: true })).toBeVisible();
  const manifests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('mf-manifest.json')),
  );
  expect(manifests).toContainEqual(
    expect.stringContaining(`/releases/${released}/mf-manifest.json`),
  );
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);

  // Every other remote's pages, and another page of the released remote, still work.
  for (const [url, titleId] of [
    ['/shop', 'route.shop'],
    ['/mining-power', 'route.miningPower'],
    ['/my-orders', 'route.myOrders'],
    ['/team', 'route.team'],
  ] as const) {
    await page.goto(url);
    await expect(heading(page, titleId), url).toBeVisible();
  }

  const output2 = await releaseCommand(['--rollback', 'mf-content']);
  rolledBack = true;
  expect(output2).toContain(before.live ? `release ${before.live}` : 'its own build');

  await page.goto('/recruitment');
  await expect(page.getByText(original, { exact: true })).toBeVisible();
  await expect(page.getByText(`${original}${MARKER}`)).toHaveCount(0);
});
