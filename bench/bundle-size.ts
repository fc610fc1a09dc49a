/**
 * Prints, for the shell and each remote, the gzip size of the JavaScript a browser fetches to
 * render a first page, and the time of a full build. It builds, starts the site with a
 * throw-away database (or uses one already running on :3000), and opens pages in Chromium.
 *
 *   npm run bench
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

const repo = path.resolve(import.meta.dirname, '..');
const ports = JSON.parse(
  readFileSync(path.join(repo, 'shared/src/config/site-ports.json'), 'utf8'),
) as Record<string, number>;

/** The page each front end is measured on. */
const FIRST_PAGES: Record<string, string> = {
  shell: '/login',
  mf_content: '/',
  mf_shop: '/shop',
  mf_cloudpower: '/mining-power',
  mf_orders: '/my-orders',
  mf_admin: '/order-management',
};

async function isUp(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function timeBuild(): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return (performance.now() - started) / 1000;
}

async function measure() {
  const buildSeconds = timeBuild();

  const health = `http://localhost:${ports.services}/api/health`;
  const site = (await isUp(health))
    ? null
    : spawn(process.execPath, ['--import', 'tsx', 'tooling/launcher/start-site.ts', '--test'], {
        cwd: repo,
        stdio: 'ignore',
      });
  for (let i = 0; !(await isUp(health)); i++) {
    if (i > 600) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 500));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows: { name: string; page: string; files: number; raw: number; gzip: number }[] = [];
  try {
    for (const [name, pagePath] of Object.entries(FIRST_PAGES)) {
      const origin = `http://localhost:${ports[name]}`;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(() => localStorage.setItem('adminLoggedIn', 'true'));
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (res) => {
        if (res.url().startsWith(origin) && res.url().split('?')[0]!.endsWith('.js')) {
          bodies.push(res.body());
        }
      });
      await page.goto(`http://localhost:${ports.shell}${pagePath}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(bodies);
      rows.push({
        name,
        page: pagePath,
        files: files.length,
        raw: files.reduce((n, b) => n + b.length, 0),
        gzip: files.reduce((n, b) => n + gzipSync(b).length, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    site?.kill('SIGTERM');
  }

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('JavaScript fetched from each front end to render its first page');
  console.table(
    rows.map((r) => ({
      'front end': r.name,
      page: r.page,
      files: r.files,
      raw: kb(r.raw),
      gzip: kb(r.gzip),
    })),
  );
  console.log(`Full build (npm run build): ${buildSeconds.toFixed(1)} s`);
}

await measure();
