/**
 * What the boot script does, before any of the app has loaded: shows a returning visitor's
 * language and the current tab on the HTML's first paint, and fetches what the page needs (the
 * site config, the remotes' page registries, the page's remote manifest) to preload the page's
 * code, styles, catalog, first service answer and pictures while the shell's own script is still
 * downloading. Every rule it shares with the app is the app's own module, imported.
 *
 * It hands what it fetched to the app (FirstPaintHandoff) and may stop at any step: the app
 * fetches whatever it did not (shell/src/first-paint/handoff.ts, shell/e2e/boot-faults.spec.ts).
 */
import {
  CONFIG_FILE,
  parseRuntimeConfig,
  type NavTabConfig,
  type RemoteName,
} from '@minesite/shared/config';
import { commonCatalogChunkName } from '@minesite/shared/catalog-chunks';
import { uploadSrcSet } from '@minesite/shared/domain';
import { FIRST_READS_KEY, type FirstRead } from '@minesite/shared/federation';
import { pagesUrl, readPublishedPages } from '@minesite/shared/federation/published-pages';
import { pageFiles, type RemoteManifest } from '@minesite/shared/federation/remote-manifest';
import { storedLocale, type Locale } from '@minesite/shared/locales';
import { authRoutes } from '@minesite/shared/routes/auth';
import { isApiPath } from '@minesite/shared/routes/route';
import { activeTabFor } from '../features/bottom-nav/active-tab';
import { navEntries } from '../features/bottom-nav/nav-tabs';
import {
  FIRST_PAINT_ID,
  API_SHARE_KEY,
  HANDOFF_KEY,
  HOME_SWIPE_CHUNK,
  type BootData,
  type FirstPaintHandoff,
} from '../first-paint/first-paint-ids';
import { navMarkup, tabTexts } from '../first-paint/first-paint-markup';
import { findPage, pageNavTab } from '../routing/find-route';
import { firstPage } from '../routing/first-page';
import { buildRouteTable, EMPTY_ROUTE_TABLE, type RegistryState } from '../routing/route-table';
import { markTab, paintLanguage, warmIntl } from './paint-language';
import { preload, preloadFiles } from './preload';

const readJson = (url: string): Promise<unknown> =>
  fetch(url).then((res) => {
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return res.json();
  });

/**
 * The app gets what the boot script fetched one task after the boot script's own use of it: the
 * shell's code (the Module Federation runtime in its entry) then runs in a task of its own, and
 * the preloads go out in a task with the boot script's code alone. In one task, a phone's
 * timeline (Lighthouse's simulation of it) has them wait for the entry. It also means the app,
 * a step behind, finds every fetch the boot script started from that answer.
 */
function later<T>(promise: Promise<T>): Promise<T> {
  const handed = promise.then(
    (value) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0)),
  );
  handed.catch(() => undefined); // a failure is the app's to handle, if it takes this at all
  return handed;
}

export function bootFirstPaint(data: BootData): Promise<void> {
  const handoff: FirstPaintHandoff = { registries: {}, manifests: {} };
  (window as unknown as Record<string, unknown>)[HANDOFF_KEY] = handoff;

  const { pathname, search } = location;
  const locale = storedLocale();
  const texts = data.texts[locale] ?? {};
  const root = document.getElementById(FIRST_PAINT_ID);
  // The shell's own routes (the home swipe) are known before any registry is read.
  const known = findPage(EMPTY_ROUTE_TABLE, pathname);
  const home = known.kind === 'home';
  if (root) {
    paintLanguage(root, texts, locale, home);
    markTab(root, activeTabFor(navEntries(data.navTabs, []), pathname, pageNavTab(known)));
  }
  warmIntl(locale);
  // The shell's catalog in the visitor's language, and the home swipe on a home path.
  for (const chunk of [commonCatalogChunkName(locale), ...(home ? [HOME_SWIPE_CHUNK] : [])]) {
    preloadFiles(data.chunks[chunk] ?? []);
  }

  // The site config (preloaded by the HTML; served `no-cache`, so never stale), then every
  // remote's page registry, then the page's remote manifest.
  const configRead = readJson(`/${CONFIG_FILE}`);
  handoff.config = later(configRead);
  return configRead
    .then((raw) => {
      const config = parseRuntimeConfig(raw, location);
      if (root) redrawTabs(root, data, config.navTabs, locale);
      const states = Object.entries(config.remotes).map(([name, manifest]) => {
        const remote = name as RemoteName;
        const url = pagesUrl(manifest);
        const read = readJson(url);
        handoff.registries[url] = later(read);
        return read.then(
          (json): [RemoteName, RegistryState] => [
            remote,
            { status: 'ready', pages: readPublishedPages(json, remote) },
          ],
          (): [RemoteName, RegistryState] => [remote, { status: 'failed' }],
        );
      });
      return Promise.all(states).then((registries) => {
        const table = buildRouteTable(registries);
        const found = findPage(table, pathname);
        if (root) {
          const entries = navEntries(config.navTabs, table.navEntries);
          markTab(root, activeTabFor(entries, pathname, pageNavTab(found)));
        }
        const page = firstPage(table, { pathname, search }, { admin: true });
        // On an admin address the guard's session check comes first, with the shell's API
        // client that makes it (a visitor page's manifest names the client among its shares).
        if (found.kind === 'remote' && found.route.admin) {
          readFirst({ path: authRoutes.session.path }, config.apiBaseUrl);
          preloadFiles(data.shared[API_SHARE_KEY] ?? []);
        }
        if (page?.firstRead) readFirst(page.firstRead, config.apiBaseUrl);
        const manifestUrl = page && config.remotes[page.remote];
        if (!page || !manifestUrl) return;
        const manifest = readJson(manifestUrl);
        handoff.manifests[manifestUrl] = later(manifest);
        return manifest.then((json) => {
          const files = pageFiles(json as RemoteManifest, manifestUrl, page.expose, locale);
          preloadFiles([...files.scripts, ...files.styles]);
          // The shared modules the page takes from the shell (its antd-mobile components).
          preloadFiles(new Set(files.shared.flatMap((key) => data.shared[key] ?? [])));
        });
      });
    })
    .catch((error: unknown) => {
      // The app fetches on its own whatever was not handed over.
      console.warn('the first paint stopped early:', error);
    });
}

/**
 * A deployment's site config may give other tabs than the build's (the HTML's): the bar is drawn
 * again from it, before the app's first render, so the app's bar takes the same place.
 */
function redrawTabs(root: Element, data: BootData, tabs: NavTabConfig[], locale: Locale) {
  if (JSON.stringify(tabs) === JSON.stringify(data.navTabs)) return;
  const nav = root.querySelector('nav.bottom-nav');
  const texts = { ...data.texts[locale], ...tabTexts(tabs, locale) };
  if (nav) nav.outerHTML = navMarkup(texts, tabs);
}

/**
 * The page's first service call, beside its code, left for the site's API client (which takes
 * it instead of asking again, shared/src/api/first-reads.ts); then the pictures the first
 * screen shows of its answer, the page's largest paint.
 */
function readFirst(firstRead: FirstRead, api: string) {
  const href = new URL(`${api}${firstRead.path}`).href;
  const read = fetch(href, { credentials: 'include', headers: { accept: 'application/json' } });
  const reads = window as unknown as Record<string, Record<string, Promise<Response>>>;
  (reads[FIRST_READS_KEY] ??= {})[href] = read;
  read
    .then((res) => (res.ok ? res.clone().json() : undefined))
    .then((body?: { items?: { images?: unknown[] }[]; images?: unknown[] }) => {
      // A list's first items, or the one item a detail page reads.
      const items = body?.items ?? (body ? [body] : []);
      for (const item of items.slice(0, firstRead.pictures ?? 0)) {
        const picture = item.images?.[0];
        // As the page writes it: the service's uploads under its address, with their copies.
        if (typeof picture === 'string' && isApiPath(picture)) {
          preload(`${api}${picture}`, 'image', {
            srcset: firstRead.pictureSizes ? uploadSrcSet(picture, api) : undefined,
            sizes: firstRead.pictureSizes,
          });
        }
      }
    })
    .catch(() => undefined);
}
