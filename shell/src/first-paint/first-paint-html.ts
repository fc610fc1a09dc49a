/**
 * The shell's first paint, written into its index.html at build time (tooling/web/
 * first-paint-plugin.ts): the header, the bottom navigation and a page skeleton, drawn with
 * the same markup and CSS as the React frame, so a phone sees the frame before any script
 * has run and nothing moves when React takes over (`useFirstPaintHandover` removes it in the
 * frame's first commit). A small boot script then shows the stored language's texts, marks
 * the current tab, and fetches the site config and the route's remote manifest to preload the
 * remote's entry and page code while the shell's own script is still downloading.
 *
 * Runs in Node (the build) and in the shell's unit tests; never in the browser bundle.
 */
import { FIRST_READS_KEY, type FirstRead } from '@minesite/shared/federation';
import { UPLOAD_WIDTHS } from '@minesite/shared/domain';
import { LOCALES, LOCALE_LABELS, LOCALE_TAGS, type Locale } from '@minesite/shared/locale';
import { NAV_ICON_PATHS } from '../features/bottom-nav/nav-icon-paths';
import { NAV_TABS } from '../features/bottom-nav/nav-tabs';
import { BRAND_MARK_PATH, GLOBE_PATH } from '../features/header/header-icon-paths';
import { HOME_VIEWS } from '../features/home/home-views';
import { REMOTE_ROUTES } from '../routing/route-table';
import { FIRST_PAINT_ID, type FirstPaintHandoff } from './first-paint-ids';
import { SKELETON_BLOCKS } from './skeleton-blocks';

export type Messages = Record<string, string>;

/** The CSS the first paint needs, inlined in the HTML (paths under shell/src). */
export const FIRST_PAINT_CSS = [
  'app/styles.css',
  'features/header/components/app-header.css',
  'features/header/components/language-switcher.css',
  'features/bottom-nav/bottom-nav.css',
  'first-paint/page-skeleton.css',
];

/** Every message the first paint shows, per locale. */
export function firstPaintTexts(messages: Messages): Messages {
  const ids = [
    'app.companyName',
    'shell.header.logo',
    'shell.language.logo',
    'shell.nav.label',
    'common.loading',
    ...NAV_TABS.map((tab) => tab.labelId),
    ...HOME_VIEWS.map((view) => view.titleId),
  ];
  const texts: Messages = {};
  for (const id of ids) {
    const text = messages[id];
    if (text === undefined) throw new Error(`the first paint needs the message ${id}`);
    texts[id] = text;
  }
  return texts;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** `data-fp-text`: the node's text is that message; `data-fp-label`: its aria-label is. */
const text = (texts: Messages, id: string) =>
  `<span data-fp-text="${id}">${escape(texts[id]!)}</span>`;
const label = (texts: Messages, id: string) =>
  `aria-label="${escape(texts[id]!)}" data-fp-label="${id}"`;

/** The page skeleton: the blocks of page-skeleton.tsx, with the home swipe's tabs on `/`. */
export function skeletonMarkup(texts: Messages, homeTabs: boolean): string {
  const tabs = homeTabs
    ? `<div class="fp-tabs">${HOME_VIEWS.map(
        (view) =>
          `<span class="fp-tab" data-fp-text="${view.titleId}">${escape(texts[view.titleId]!)}</span>`,
      ).join('')}</div>`
    : '';
  const blocks = SKELETON_BLOCKS.map((block) => `<div class="${block}"></div>`).join('');
  return `<div class="fp-page" role="status" aria-busy="true" ${label(texts, 'common.loading')}>${tabs}${blocks}</div>`;
}

/** The frame of AppFrame (header, main, bottom navigation) as static HTML. */
export function firstPaintMarkup(texts: Messages, language: string): string {
  const header =
    `<header class="app-header"><div class="app-brand">` +
    `<span class="app-logo" role="img" ${label(texts, 'shell.header.logo')}>` +
    `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">` +
    `<circle cx="16" cy="16" r="16" fill="var(--site-brand)"></circle>` +
    `<path d="${BRAND_MARK_PATH}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"></path>` +
    `</svg></span>` +
    `<a href="/" class="app-company">${text(texts, 'app.companyName')}</a></div>` +
    `<div class="language-switcher">` +
    `<span class="language-switcher-logo" role="img" ${label(texts, 'shell.language.logo')}>` +
    `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">` +
    `<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.6"></circle>` +
    `<path d="${GLOBE_PATH}" fill="none" stroke="currentColor" stroke-width="1.6"></path>` +
    `</svg></span>` +
    `<button type="button" class="language-switcher-button" aria-haspopup="dialog" data-fp-language="">` +
    `${escape(language)}<span class="language-switcher-caret" aria-hidden="true"></span></button>` +
    `</div></header>`;
  const nav =
    `<nav class="bottom-nav" ${label(texts, 'shell.nav.label')}>` +
    NAV_TABS.map(
      (tab) =>
        `<button type="button" class="bottom-nav-tab${tab.centre ? ' bottom-nav-tab-centre' : ''}" data-fp-tab="${tab.key}">` +
        `<span class="bottom-nav-icon"><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">` +
        `<path d="${NAV_ICON_PATHS[tab.key]}" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"></path>` +
        `</svg></span><span class="bottom-nav-label">${text(texts, tab.labelId)}</span></button>`,
    ).join('') +
    `</nav>`;
  return (
    // A picture of the frame until React's arrives: not for assistive technology or input.
    `<div id="${FIRST_PAINT_ID}" class="app" aria-hidden="true" inert>${header}` +
    `<main class="app-main" data-fp-main="">${skeletonMarkup(texts, false)}</main>${nav}</div>`
  );
}

/** What the boot script knows about the site: texts, routes, tabs. */
export interface BootData {
  defaultLocale: Locale;
  /** The BCP 47 tag of each locale (`zh-CN`…). */
  tags: Record<Locale, string>;
  texts: Partial<Record<Locale, Messages>>;
  languages: Record<string, string>;
  /** [path pattern, remote, exposed page, nav tab, first read] of every visitor page. */
  routes: [string, string, string, string, FirstRead | null][];
  /** The global the first reads are left in, for the site's API client (FIRST_READS_KEY). */
  firstReadsKey: string;
  /** The widths the service scales a stored picture to (UPLOAD_WIDTHS), for its `srcset`. */
  pictureWidths: number[];
  /** The home swipe's routes and its views ([view key, remote, exposed page]). */
  homePaths: string[];
  homeViews: [string, string, string][];
  /** [entry path, tab] of the bottom navigation. */
  navEntries: [string, string][];
  /** The skeleton of a home swipe route (with its tabs), per locale. */
  homeSkeleton: Partial<Record<Locale, string>>;
  /** The files of the shell's named chunks the boot script preloads (BOOT_CHUNKS). */
  chunks: Record<string, string[]>;
  /** The files of each shared module the shell provides, by share key (not the startup ones). */
  shared: Record<string, string[]>;
}

/**
 * The shell's chunks a first visit needs soon after the entry: the visitor's catalog (the
 * shell's and the common one, in one chunk) and, on a home path, the swipe. Named by
 * `webpackChunkName`.
 */
export const BOOT_CHUNKS = ['home-swipe', ...LOCALES.map((locale) => `common-messages-${locale}`)];

export function bootData(catalogs: Record<Locale, Messages>, defaultLocale: Locale): BootData {
  const texts: BootData['texts'] = {};
  const homeSkeleton: BootData['homeSkeleton'] = {};
  for (const locale of LOCALES) {
    texts[locale] = firstPaintTexts(catalogs[locale]);
    homeSkeleton[locale] = skeletonMarkup(texts[locale], true);
  }
  return {
    defaultLocale,
    tags: { ...LOCALE_TAGS },
    texts,
    languages: { ...LOCALE_LABELS },
    routes: REMOTE_ROUTES.filter((route) => !route.admin && !route.homeSwipe).map((route) => [
      route.path,
      route.remote,
      route.expose,
      route.navTab ?? '',
      route.firstRead ?? null,
    ]) as BootData['routes'],
    firstReadsKey: FIRST_READS_KEY,
    pictureWidths: [...UPLOAD_WIDTHS],
    homePaths: REMOTE_ROUTES.filter((route) => route.homeSwipe).map((route) => route.path),
    homeViews: HOME_VIEWS.map((view): [string, string, string] => [
      view.key,
      view.remote,
      view.expose,
    ]),
    navEntries: NAV_TABS.flatMap((tab) =>
      tab.entries.map((entry): [string, string] => [entry.path, tab.key]),
    ),
    homeSkeleton,
    // Filled in by the build (FirstPaintPlugin's bootScript).
    chunks: {},
    shared: {},
  };
}

/**
 * The boot script (its source is inlined as a file of its own by the build): runs in the
 * browser as plain ES2020, before the shell's script, so it must not use anything outside.
 */
export function bootFirstPaint(data: BootData): void {
  const doc = document;
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  const root = doc.getElementById('first-paint');
  const handoff: FirstPaintHandoff = { config: Promise.resolve({}), manifests: {} };
  (window as unknown as { __minesiteFirstPaint: FirstPaintHandoff }).__minesiteFirstPaint = handoff;

  // The stored language (storage key `locale`, spec section 3).
  let locale = data.defaultLocale as string;
  try {
    const stored = localStorage.getItem('locale');
    if (stored && data.texts[stored as Locale]) locale = stored;
  } catch {
    // no storage: the default language
  }
  const texts = data.texts[locale as Locale]!;
  const isHome = data.homePaths.includes(path);
  // The browser loads its number and date data on first use (15–25 ms, four times that on a
  // phone): in a task of its own now, while the page's code downloads, rather than inside
  // React's first render (react-intl's createIntl checks the locale against that data).
  const tag = data.tags[locale as Locale];
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(tag);
    Intl.DateTimeFormat.supportedLocalesOf(tag);
  }, 0);
  if (root) {
    if (isHome) {
      const main = root.querySelector('[data-fp-main]');
      if (main) main.innerHTML = data.homeSkeleton[locale as Locale]!;
    }
    if (locale !== data.defaultLocale) {
      root.querySelectorAll('[data-fp-text]').forEach((node) => {
        node.textContent = texts[node.getAttribute('data-fp-text')!] ?? node.textContent;
      });
      root.querySelectorAll('[data-fp-label]').forEach((node) => {
        node.setAttribute('aria-label', texts[node.getAttribute('data-fp-label')!] ?? '');
      });
      const language = root.querySelector('[data-fp-language]');
      if (language?.firstChild) language.firstChild.textContent = data.languages[locale]!;
    }
  }

  // The route: a visitor page of one remote, or a home swipe view (`/?view=shop`).
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
  let target:
    { remote: string; expose: string; navTab: string; firstRead: FirstRead | null } | undefined;
  if (isHome) {
    const view = new URLSearchParams(location.search).get('view');
    const home = data.homeViews.find(([key]) => key === view) ?? data.homeViews[0];
    if (home) target = { remote: home[1], expose: home[2], navTab: '', firstRead: null };
  } else {
    const route = data.routes.find(([pattern]) => matches(pattern));
    if (route) {
      target = { remote: route[1], expose: route[2], navTab: route[3], firstRead: route[4] };
    }
  }

  // The bottom navigation's tab, as activeTabFor (features/bottom-nav/active-tab.ts) finds it.
  let tab = data.navEntries.find(([entry]) => entry === path)?.[1];
  if (!tab) {
    let best = 0;
    for (const [entry, key] of data.navEntries) {
      if (entry !== '/' && path.startsWith(`${entry}/`) && entry.length > best) {
        best = entry.length;
        tab = key;
      }
    }
  }
  if (!tab) tab = target?.navTab || undefined;
  const active = tab && root?.querySelector(`[data-fp-tab="${tab}"]`);
  if (active) {
    active.classList.add('bottom-nav-tab-active');
    active.setAttribute('aria-current', 'page');
  }

  const preload = (href: string, as: 'script' | 'style' | 'image', srcset?: string, sizes = '') => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // A picture the page shows with `srcset`: the browser picks the same file from the same set.
    if (srcset) {
      link.setAttribute('imagesrcset', srcset);
      link.setAttribute('imagesizes', sizes);
    }
    doc.head.appendChild(link);
  };
  // The shell's catalog in the visitor's language, and the home swipe on a home path.
  const shellChunks = [`common-messages-${locale}`];
  if (isHome) shellChunks.push('home-swipe');
  for (const name of shellChunks) {
    for (const file of data.chunks[name] ?? []) {
      preload(file, file.endsWith('.css') ? 'style' : 'script');
    }
  }

  // What the boot script fetched reaches the shell one task later than the boot script's own
  // use of it: the shell's code (the Module Federation runtime in its entry) then runs in a task
  // of its own, and the preloads below go out in a task with the boot script's code alone. In
  // one task, a phone's timeline (Lighthouse's simulation of it) has them wait for the entry.
  const later = <T>(promise: Promise<T>) =>
    promise.then((value) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0)));

  // The site config, then the route's remote manifest, then its entry, page code and catalog.
  // Preloaded by the HTML (first-paint-plugin.ts); served `no-cache`, so never stale.
  const siteConfig = fetch('/site-config.json')
    .then((res) => (res.ok ? res.json() : {}))
    .catch(() => ({}));
  handoff.config = later(siteConfig);
  if (!target) return;
  const { remote, expose, firstRead } = target;
  const expand = (template: string) =>
    template
      .split('{protocol}')
      .join(location.protocol)
      .split('{hostname}')
      .join(location.hostname);
  void siteConfig.then((config) => {
    const { remotes, apiBaseUrl } = config as {
      remotes?: Record<string, string>;
      apiBaseUrl?: string;
    };
    // The page's first service call, beside its code, left for the site's API client (which
    // takes it instead of asking again, shared/src/api/first-reads.ts); then the pictures the
    // first screen shows of its answer, the page's largest paint.
    if (firstRead && !location.search && typeof apiBaseUrl === 'string') {
      const api = expand(apiBaseUrl).replace(/\/$/, '');
      const href = new URL(`${api}${firstRead.path}`).href;
      const read = fetch(href, { credentials: 'include', headers: { accept: 'application/json' } });
      const global = window as unknown as Record<string, Record<string, Promise<Response>>>;
      (global[data.firstReadsKey] ??= {})[href] = read;
      read
        .then((res) => (res.ok ? res.clone().json() : undefined))
        .then((body?: { items?: { images?: unknown[] }[] }) => {
          for (const item of body?.items?.slice(0, firstRead.pictures ?? 0) ?? []) {
            const picture = item.images?.[0];
            // As the page writes it (productImageUrl, uploadSrcSet): the service's uploads
            // under its address, with their scaled copies.
            if (typeof picture === 'string' && picture.startsWith('/api/')) {
              const href = `${api}${picture}`;
              const srcset = firstRead.pictureSizes
                ? data.pictureWidths.map((width) => `${href}?w=${width} ${width}w`).join(', ')
                : undefined;
              preload(href, 'image', srcset, firstRead.pictureSizes);
            }
          }
        })
        .catch(() => undefined);
    }
    const template = remotes?.[remote];
    if (typeof template !== 'string') return;
    const url = expand(template);
    const manifest = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res.json();
    });
    handoff.manifests[url] = later(manifest);
    manifest.then(
      (json: {
        metaData?: { remoteEntry?: { path?: string; name?: string } };
        exposes?: {
          path?: string;
          assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
          /** The share keys the page's first chunks consume (tooling/federation). */
          shared?: string[];
        }[];
      }) => {
        const remoteFile = (file: string, as: 'script' | 'style') =>
          preload(new URL(file, url).href, as);
        const entry = json.metaData?.remoteEntry;
        if (entry?.name) remoteFile(`${entry.path ?? ''}${entry.name}`, 'script');
        const page = json.exposes?.find((e) => e.path === expose);
        page?.assets?.js?.sync?.forEach((file) => remoteFile(file, 'script'));
        page?.assets?.css?.sync?.forEach((file) => remoteFile(file, 'style'));
        // The remote's catalog in the visitor's language: its chunks are named `messages-zh`,
        // the part a page loads instead (the home view's, the calculator's) `messages-home-zh`
        // (the remotes' i18n/catalogs.ts and catalog-parts.json).
        const named = (pattern: string) =>
          (page?.assets?.js?.async ?? []).filter((file) => new RegExp(pattern).test(file));
        const part = named(`^messages-[a-z]+-${locale}\\.`);
        (part.length ? part : named(`^messages-${locale}\\.`)).forEach((file) =>
          remoteFile(file, 'script'),
        );
        // The shared modules the page takes from the shell (its antd-mobile components).
        const provided = new Set<string>();
        for (const key of page?.shared ?? []) data.shared[key]?.forEach((f) => provided.add(f));
        provided.forEach((file) => preload(file, file.endsWith('.css') ? 'style' : 'script'));
      },
      () => undefined,
    );
  });
}
