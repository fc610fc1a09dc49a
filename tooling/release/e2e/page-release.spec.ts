/**
 * A team adds a page by releasing its remote alone, and removes one the same way: in
 * a temporary copy of the built site (the shell and the five remotes, each served
 * on a port of its own as separate deployments are, with a releases folder of its own), a copy
 * of mf-content's source gets a new visitor page with an entry in the bottom navigation's
 * Service panel, and a new admin page with an entry in the admin menu (their registry lines,
 * components, titles and menu labels in four languages, all in the remote); `npm run release`
 * builds and publishes that remote only, and a visitor then reaches the new page from the menu
 * in every language, its heading and `document.title` the same message, and the operator finds
 * the admin page in the admin menu. A second release takes the pages away again, and their
 * menu entries with them. The shell's files are byte-identical throughout: it learns the
 * pages, titles and menus at run time from the remote's pages.json.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '@minesite/shared/testing/free-port';
import { tabLabel } from '../../../shell/test/site-tabs';
import { frontEndHeaders } from '../../launcher/front-end-headers';
import { serveStatic, type StaticServer } from '../../launcher/static-server';
import { publishedSiteDir, remoteReleasesDir } from '../releases';
import { sitePorts } from '../../launcher/site-ports.mjs';

test.describe.configure({ mode: 'serial' });

const repo = path.resolve(import.meta.dirname, '../../..');
const REMOTES = ['mf-shop', 'mf-cloudpower', 'mf-orders', 'mf-content', 'mf-admin'];
const LOCALES = ['zh', 'en', 'es', 'ru'] as const;
type Locale = (typeof LOCALES)[number];

const catalog = (file: string) =>
  JSON.parse(readFileSync(path.join(repo, file), 'utf8')) as Record<string, string>;
const shellTexts = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      ...catalog(`shared/src/i18n/messages/${locale}.json`),
      ...catalog(`shell/src/i18n/${locale}.json`),
    },
  ]),
) as Record<Locale, Record<string, string>>;
/** The content team's own texts (its pages' titles), as released before the change. */
const contentTexts = Object.fromEntries(
  LOCALES.map((locale) => [locale, catalog(`mf-content/src/i18n/${locale}.json`)]),
) as Record<Locale, Record<string, string>>;
const otherTitle = (dir: string, id: string) => catalog(`${dir}/src/i18n/zh.json`)[id]!;

/** The new pages' texts, as the team writes them into the remote's four catalogs. */
const NEW_TEXTS: Record<Locale, Record<string, string>> = {
  zh: {
    'content.newsroom.title': '新闻中心',
    'content.newsroom.nav': '矿场快讯',
    'content.newsroom.intro': '矿场的最新消息，每周更新。',
    'content.newsroomDrafts.title': '新闻草稿',
    'content.newsroomDrafts.nav': '快讯草稿',
  },
  en: {
    'content.newsroom.title': 'Newsroom',
    'content.newsroom.nav': 'Mine bulletins',
    'content.newsroom.intro': 'The latest from our mines, every week.',
    'content.newsroomDrafts.title': 'Newsroom drafts',
    'content.newsroomDrafts.nav': 'Bulletin drafts',
  },
  es: {
    'content.newsroom.title': 'Sala de prensa',
    'content.newsroom.nav': 'Boletines de minas',
    'content.newsroom.intro': 'Lo último de nuestras minas, cada semana.',
    'content.newsroomDrafts.title': 'Borradores de prensa',
    'content.newsroomDrafts.nav': 'Borradores de boletines',
  },
  ru: {
    'content.newsroom.title': 'Пресс-центр',
    'content.newsroom.nav': 'Сводки шахт',
    'content.newsroom.intro': 'Новости наших шахт каждую неделю.',
    'content.newsroomDrafts.title': 'Черновики новостей',
    'content.newsroomDrafts.nav': 'Черновики сводок',
  },
};
const NEW_LINES = `
  {
    path: '/newsroom',
    file: 'newsroom-page',
    titleId: 'content.newsroom.title',
    navPanel: { tab: 'service', order: 45, labelId: 'content.newsroom.nav' },
  },
  {
    path: '/admin/newsroom',
    file: 'newsroom-drafts-page',
    titleId: 'content.newsroomDrafts.title',
    admin: true,
    adminMenu: { order: 95, labelId: 'content.newsroomDrafts.nav' },
  },
`;
const pageSource = (titleId: string, introId?: string) => `
import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function Screen() {
  return (
    <PageLayout titleId="${titleId}">
      ${introId ? `<p className="page-intro"><FormattedMessage id="${introId}" /></p>` : ''}
    </PageLayout>
  );
}

export default withCatalogs(Screen, catalogs);
`;

let temp: string;
let shellPort: number;
const servers: StaticServer[] = [];

/** Every file of the served shell with its sha256: what "the shell's built files" are. */
function shellFiles(): Record<string, string> {
  const dir = path.join(temp, 'site/shell');
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex'),
      ]),
  );
}

/** A copy of mf-content's source beside links to what its build reads from the repository. */
function contentSource(name: string): string {
  const workspace = path.join(temp, name);
  cpSync(path.join(repo, 'mf-content'), path.join(workspace, 'mf-content'), {
    recursive: true,
    filter: (file) => !/[\\/](dist|sourcemaps|node_modules|@mf-types|\.tsbuild)$/.test(file),
  });
  for (const shared of [
    'rspack.federation.ts',
    'package.json',
    'tsconfig.base.json',
    'shared',
    'tooling',
    'node_modules',
  ]) {
    symlinkSync(path.join(repo, shared), path.join(workspace, shared));
  }
  return path.join(workspace, 'mf-content');
}

function release(source: string): string {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repo, 'tooling/release/release-cli.ts'),
      'mf-content',
      '--source',
      source,
      '--site-config',
      path.join(temp, 'site/shell/site-config.json'),
    ],
    {
      cwd: repo,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, RELEASES_DIR: path.join(temp, 'releases') },
    },
  );
  const version = /Released mf-content (\S+):/.exec(output)?.[1];
  if (!version) throw new Error(output);
  return version;
}

test.beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'minesite-page-release-'));
  // The built site, copied: each front end is served from its own folder and port.
  const ports: Record<string, number> = {};
  for (const dir of ['shell', ...REMOTES]) {
    cpSync(path.join(repo, dir, 'dist'), path.join(temp, 'site', dir), { recursive: true });
    ports[dir] = await freePort();
  }
  shellPort = ports.shell!;
  const siteConfig = path.join(temp, 'site/shell/site-config.json');
  const config = JSON.parse(readFileSync(siteConfig, 'utf8')) as {
    apiBaseUrl: string;
    remotes: Record<string, string>;
  };
  config.apiBaseUrl = `{protocol}//{hostname}:${sitePorts().services}`;
  for (const dir of REMOTES) {
    config.remotes[dir.replace('-', '_')] = `{protocol}//{hostname}:${ports[dir]}/mf-manifest.json`;
  }
  writeFileSync(siteConfig, JSON.stringify(config, null, 2));
  const releases = path.join(temp, 'releases');
  const headers = frontEndHeaders({ siteConfigFile: siteConfig });
  servers.push(
    await serveStatic({
      dir: path.join(temp, 'site/shell'),
      port: shellPort,
      spa: true,
      headers,
      layers: [{ prefix: '/', dir: publishedSiteDir(releases) }],
    }),
  );
  for (const dir of REMOTES) {
    servers.push(
      await serveStatic({
        dir: path.join(temp, 'site', dir),
        port: ports[dir]!,
        headers,
        layers: [{ prefix: '/releases/', dir: remoteReleasesDir(releases, dir) }],
      }),
    );
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  if (temp) rmSync(temp, { recursive: true, force: true });
});

const at = (address: string) => `http://localhost:${shellPort}${address}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function inLocale(page: Page, locale: Locale) {
  await page.goto(at('/login'));
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}

const bottomNav = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: shellTexts[locale]['shell.nav.label'] });

/** The Service tab's panel, opened from `/`. */
async function servicePanel(page: Page, locale: Locale) {
  await page.goto(at('/'));
  await bottomNav(page, locale)
    .getByRole('button', { name: tabLabel('service', locale), exact: true })
    .click();
  return page.getByRole('dialog', { name: tabLabel('service', locale) });
}

/**
 * The admin menu's entries, as the operator sees them: with the browser's admin flag set (the
 * menu is the UI's hint; the service still checks every admin call), a 2 s hold on the
 * language switcher's logo opens the menu instead of the login.
 */
async function adminMenuEntries(page: Page): Promise<string[]> {
  await page.goto(at('/'));
  await page.evaluate(() => {
    localStorage.setItem('adminLoggedIn', 'true');
    localStorage.setItem('adminUsername', 'admin');
  });
  await page.reload();
  const logo = page.getByRole('img', { name: shellTexts.zh['shell.language.logo'] });
  const box = (await logo.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(2_600); // the spec's 2 s hold, with room for a busy machine
  await page.mouse.up();
  const menu = page.getByRole('navigation', { name: shellTexts.zh['shell.admin.menu.title'] });
  await expect(menu.getByRole('button').first()).toBeVisible();
  const entries = await menu.getByRole('button').allTextContents();
  await page.evaluate(() => localStorage.clear());
  return entries;
}

test('a page added to one remote works once that remote alone is released; and removed again', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const shellBefore = shellFiles();
  await page.goto(at('/newsroom'));
  await expect(page).toHaveURL(at('/')); // no such page yet: home

  // The team's change: two registry lines, two components, the texts in four languages.
  const added = contentSource('added');
  const registry = path.join(added, 'src/pages.ts');
  writeFileSync(
    registry,
    readFileSync(registry, 'utf8').replace(/\n\]\);\s*$/, `${NEW_LINES}]);\n`),
  );
  writeFileSync(
    path.join(added, 'src/pages/newsroom-page.tsx'),
    pageSource('content.newsroom.title', 'content.newsroom.intro'),
  );
  writeFileSync(
    path.join(added, 'src/pages/newsroom-drafts-page.tsx'),
    pageSource('content.newsroomDrafts.title'),
  );
  for (const locale of LOCALES) {
    const file = path.join(added, `src/i18n/${locale}.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    writeFileSync(file, JSON.stringify({ ...messages, ...NEW_TEXTS[locale] }, null, 2));
  }
  release(added);

  // In every language, a visitor finds the page in the Service panel, in its declared place
  // (after the news), and it opens with its heading, text and title, the tab marked.
  for (const locale of LOCALES) {
    const texts = NEW_TEXTS[locale];
    await inLocale(page, locale);
    const panel = await servicePanel(page, locale);
    const links = panel.getByRole('link');
    const labels = await links.allTextContents();
    expect(labels.indexOf(texts['content.newsroom.nav']!), locale).toBe(
      labels.indexOf(contentTexts[locale]['nav.entry.news']!) + 1,
    );
    await links.filter({ hasText: texts['content.newsroom.nav']! }).click();
    await expect(page).toHaveURL(at('/newsroom'));
    await expect(heading(page, texts['content.newsroom.title']!), locale).toBeVisible();
    await expect(page.getByText(texts['content.newsroom.intro']!)).toBeVisible();
    await expect(page).toHaveTitle(texts['content.newsroom.title']!);
    await expect(
      bottomNav(page, locale).getByRole('button', {
        name: tabLabel('service', locale),
      }),
    ).toHaveAttribute('aria-current', 'page');
  }

  // The operator's menu lists the admin page in its declared place (after the news).
  await inLocale(page, 'zh');
  const menu = await adminMenuEntries(page);
  expect(menu.indexOf(NEW_TEXTS.zh['content.newsroomDrafts.nav']!)).toBe(
    menu.indexOf(otherTitle('mf-admin', 'nav.admin.news')) + 1,
  );

  // The admin page is guarded: without the admin session, 请先登录 and the login page.
  await inLocale(page, 'zh');
  await page.goto(at('/admin/newsroom'));
  await expect(
    page.locator('.adm-toast-main').filter({
      hasText: shellTexts.zh['shell.admin.guard.loginRequired'],
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(at(`/login?redirect=${encodeURIComponent('/admin/newsroom')}`));

  // The remote's other pages, and the other remotes', still open.
  for (const [address, title] of [
    ['/team', contentTexts.zh['route.team']!],
    ['/shop', otherTitle('mf-shop', 'route.shop')],
  ] as const) {
    await page.goto(at(address));
    await expect(heading(page, title), address).toBeVisible();
  }
  expect(shellFiles()).toEqual(shellBefore);

  // Removing a page: a release without the newsroom, and without an existing page (/warehouse).
  const removed = contentSource('removed');
  const lines = path.join(removed, 'src/pages.ts');
  const without = readFileSync(lines, 'utf8').replace(
    /\n {2}\{\n {4}path: '\/warehouse',[\s\S]*?\n {2}\},/,
    '',
  );
  expect(without).not.toContain("'/warehouse'");
  writeFileSync(lines, without);
  release(removed);

  for (const address of ['/newsroom', '/warehouse']) {
    await page.goto(at(address));
    await expect(page, address).toHaveURL(at('/'));
    await expect(heading(page, contentTexts.zh['content.home.title']!)).toBeVisible();
  }
  // Their menu entries went with them; the panel's other entries stay.
  const panel = await servicePanel(page, 'zh');
  await expect(panel.getByRole('link', { name: contentTexts.zh['nav.entry.team']! })).toBeVisible();
  const left = await panel.getByRole('link').allTextContents();
  expect(left).not.toContain(NEW_TEXTS.zh['content.newsroom.nav']);
  expect(left).not.toContain(contentTexts.zh['nav.entry.warehouse']);
  expect(await adminMenuEntries(page)).not.toContain(NEW_TEXTS.zh['content.newsroomDrafts.nav']);
  await page.goto(at('/team'));
  await expect(heading(page, contentTexts.zh['route.team']!)).toBeVisible();
  expect(shellFiles()).toEqual(shellBefore);
});
