/**
 * A remote released to object storage while a page is open. A local S3 server (s3rver) stands
 * for the bucket and its CDN, and the page's own route for the web tier's block that takes
 * `/site-config.json` from the bucket (docs/operations.md, "Releasing to object storage"). The
 * page opened on the first version keeps loading that version's chunks after the release; a
 * new visit gets the new version. The site's servers and their releases are not touched.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import S3rver from 's3rver';
import { changedContentCopy, releaseCommand, repo } from './support/changed-remote';

test.describe.configure({ mode: 'serial' });
// The test site's Content-Security-Policy names its own ports; a deployment names the CDN's.
test.use({ bypassCSP: true });

const zh = JSON.parse(
  readFileSync(path.join(repo, 'shared/src/i18n/messages/zh.json'), 'utf8'),
) as Record<string, string>;
const CHANGED_ID = 'content.recruitment.intro';
const MARKER = '（桶中新版本）';
const ANY_ORIGIN_MAY_READ = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>
  <AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
  <AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;

let storageDir: string | undefined;
let server: S3rver | undefined;
let workspace: string | undefined;
let env: NodeJS.ProcessEnv = {};
let publicUrl = '';

test.beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), 'minesite-storage-journey-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: storageDir,
    configureBuckets: [{ name: 'site', configs: [ANY_ORIGIN_MAY_READ] }],
  });
  const { port } = await server.run();
  // The page's route fetches the config through a kept-alive connection. s3rver's server drops
  // one idle for 5 s (Node's default), and a fetch that reused it as it was dropped got
  // ECONNRESET (a CI run, after the release's idle seconds): idle connections live on here.
  const { httpServer } = server as unknown as { httpServer: Server };
  httpServer.keepAliveTimeout = 10 * 60_000;
  httpServer.headersTimeout = httpServer.keepAliveTimeout + 1_000;
  env = {
    RELEASE_TARGET: 's3://site/remotes',
    RELEASE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  publicUrl = `http://127.0.0.1:${port}/site/remotes`;
});

test.afterAll(async () => {
  await server?.close();
  for (const dir of [storageDir, workspace]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const heading = (page: Page, titleId: string) =>
  page.getByRole('heading', { level: 1, name: zh[titleId] });

/** Releases mf-content (from `source`, default its own folder) to the bucket; its version. */
async function releaseToStorage(source?: string): Promise<string> {
  const output = await releaseCommand(['mf-content', ...(source ? ['--source', source] : [])], env);
  const version = /Released mf-content (\S+):/.exec(output)?.[1];
  expect(version, output).toBeDefined();
  return version ?? '';
}

/** The addresses of mf-content's files the page has loaded from the bucket. */
const loadedFromStorage = (page: Page) =>
  page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(prefix)),
    `${publicUrl}/mf-content/`,
  );

test('a page open across a release to storage keeps its version; a new visit gets the new one', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.route('**/site-config.json', async (route) => {
    const fromBucket = await route.fetch({ url: `${publicUrl}/site-config.json` });
    if (fromBucket.ok()) await route.fulfill({ response: fromBucket });
    else await route.continue();
  });
  const first = await releaseToStorage();

  await page.goto('/team');
  await expect(heading(page, 'route.team')).toBeVisible();
  const firstFiles = await loadedFromStorage(page);
  expect(firstFiles).toContain(`${publicUrl}/mf-content/${first}/mf-manifest.json`);

  const copy = changedContentCopy(CHANGED_ID, MARKER);
  workspace = copy.workspace;
  const second = await releaseToStorage(copy.source);
  expect(second).not.toBe(first);

  // The open page moves to another page of the remote without reloading: it loads more of the
  // first version's chunks, which stay in the bucket.
  await page.evaluate(() => {
    history.pushState(null, '', '/recruitment');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(heading(page, 'route.recruitment')).toBeVisible();
  await expect(page.getByText(copy.original, { exact: true })).toBeVisible();
  const openPageFiles = await loadedFromStorage(page);
  expect(openPageFiles.length).toBeGreaterThan(firstFiles.length);
  expect(openPageFiles.every((url) => url.includes(`/mf-content/${first}/`))).toBe(true);

  // A new visit reads the switched config and gets the second version.
  await page.goto('/recruitment');
  await expect(page.getByText(`${copy.original}${MARKER}`, { exact: true })).toBeVisible();
  expect(await loadedFromStorage(page)).toContain(
    `${publicUrl}/mf-content/${second}/mf-manifest.json`,
  );
});
