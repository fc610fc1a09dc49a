/**
 * The page registry as a remote's build publishes it: `pages.json` beside its
 * `mf-manifest.json` (tooling/federation/page-registry-plugin.ts writes it from the remote's
 * `src/pages.ts`). The shell reads it at run time, from the remotes site-config.json names, and
 * builds its routes from it: a team adds, renames or removes a page by releasing its remote
 * alone. Each page carries its title and its menu entries' labels in every locale, from the
 * remote's own catalog, so a new page needs no text in the shell.
 */
import type { RemoteName } from '../config/runtime-config';
import { LOCALES, type Locale } from '../i18n/locales';
import {
  exposeName,
  type FirstRead,
  type HomeViewKey,
  type NavTabKey,
  type RemoteRegistry,
  type SideNavBadge,
} from './page-registry';

/** The file name, beside the remote's manifest. */
export const PAGES_FILE = 'pages.json';

export interface PublishedPage {
  /** None for a page that is only a view of the home swipe. */
  path?: string;
  /** The module the remote exposes for this page (`./ShopPage`). */
  expose: string;
  titleId: string;
  /** The title in every locale. */
  titles: Record<Locale, string>;
  admin?: boolean;
  navTab?: NavTabKey;
  homeView?: PublishedHomeView;
  firstRead?: FirstRead;
  navPanel?: PublishedNavEntry;
  sideNav?: PublishedSideNavEntry;
  adminMenu?: PublishedMenuEntry;
  stepOf?: string;
}

/** A menu entry as published: its label in every locale. */
export interface PublishedMenuEntry {
  order: number;
  labels: Record<Locale, string>;
}

/** A bottom-nav panel entry as published: the address it opens always written out. */
export interface PublishedNavEntry extends PublishedMenuEntry {
  tab: NavTabKey;
  to: string;
}

/** A side nav entry as published: the address it opens always written out. */
export interface PublishedSideNavEntry extends PublishedMenuEntry {
  to: string;
  badge?: SideNavBadge;
}

/** A home swipe view as published: its tab's label in every locale. */
export interface PublishedHomeView extends PublishedMenuEntry {
  key: HomeViewKey;
}

export interface PublishedPages {
  remote: RemoteName;
  pages: PublishedPage[];
}

/** The address of a remote's `pages.json`: beside its manifest. */
export function pagesUrl(manifestUrl: string): string {
  return new URL(PAGES_FILE, manifestUrl).href;
}

/**
 * What the remote's build publishes (`messages`: its catalog in each locale, the shared one
 * underneath). A title missing in a locale stops the build.
 */
export function publishPages(
  registry: RemoteRegistry,
  messages: Record<Locale, Record<string, string>>,
): PublishedPages {
  return {
    remote: registry.remote,
    pages: registry.pages.map(({ file, navPanel, sideNav, adminMenu, homeView, ...page }) => {
      const texts = (id: string) => {
        const found = {} as Record<Locale, string>;
        for (const locale of LOCALES) {
          const text = messages[locale][id];
          if (typeof text !== 'string') {
            throw new Error(`${registry.remote} ${file}: no ${locale} text for ${id}`);
          }
          found[locale] = text;
        }
        return found;
      };
      const to = navPanel?.to ?? page.path;
      if (navPanel && !to) throw new Error(`${registry.remote} ${file}: a nav entry with no path`);
      const sideTo = sideNav?.to ?? page.path;
      if (sideNav && !sideTo) {
        throw new Error(`${registry.remote} ${file}: a side nav entry with no path`);
      }
      if (adminMenu && !(page.admin && page.path)) {
        throw new Error(`${registry.remote} ${file}: an admin menu entry for no admin page`);
      }
      return {
        ...page,
        expose: exposeName(file),
        titles: texts(page.titleId),
        ...(navPanel && to
          ? {
              navPanel: {
                tab: navPanel.tab,
                order: navPanel.order,
                to,
                labels: texts(navPanel.labelId),
              },
            }
          : {}),
        ...(sideNav && sideTo
          ? {
              sideNav: {
                order: sideNav.order,
                to: sideTo,
                labels: texts(sideNav.labelId),
                ...(sideNav.badge ? { badge: sideNav.badge } : {}),
              },
            }
          : {}),
        ...(adminMenu
          ? { adminMenu: { order: adminMenu.order, labels: texts(adminMenu.labelId) } }
          : {}),
        ...(homeView
          ? {
              homeView: {
                key: homeView.key,
                order: homeView.order,
                labels: texts(homeView.labelId),
              },
            }
          : {}),
      };
    }),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function readLabels(raw: unknown): Record<Locale, string> | undefined {
  if (!isObject(raw)) return undefined;
  const labels = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const label = nonEmpty(raw[locale]);
    if (!label) return undefined;
    labels[locale] = label;
  }
  return labels;
}

/** A menu entry, or none when it is not one (the page stays, out of the menu). */
function readMenuEntry(raw: unknown): PublishedMenuEntry | undefined {
  if (!isObject(raw) || typeof raw.order !== 'number') return undefined;
  const labels = readLabels(raw.labels);
  return labels && { order: raw.order, labels };
}

function readHomeView(raw: unknown): PublishedHomeView | undefined {
  const entry = readMenuEntry(raw);
  const key = isObject(raw) ? nonEmpty(raw.key) : undefined;
  return entry && key ? { ...entry, key } : undefined;
}

function readNavEntry(raw: unknown): PublishedNavEntry | undefined {
  const entry = readMenuEntry(raw);
  if (!entry || !isObject(raw)) return undefined;
  const tab = nonEmpty(raw.tab);
  const to = nonEmpty(raw.to);
  return tab && to?.startsWith('/') ? { ...entry, tab, to } : undefined;
}

const SIDE_NAV_BADGES: readonly SideNavBadge[] = ['cart'];

/** A side nav entry; a badge this shell does not know is dropped, the entry kept. */
function readSideNavEntry(raw: unknown): PublishedSideNavEntry | undefined {
  const entry = readMenuEntry(raw);
  if (!entry || !isObject(raw)) return undefined;
  const to = nonEmpty(raw.to);
  if (!to?.startsWith('/')) return undefined;
  const badge = SIDE_NAV_BADGES.find((known) => known === raw.badge);
  return { ...entry, to, ...(badge ? { badge } : {}) };
}

function readFirstRead(raw: unknown): FirstRead | undefined {
  if (!isObject(raw) || typeof raw.path !== 'string' || !raw.path.startsWith('/')) return undefined;
  return {
    path: raw.path,
    ...(typeof raw.pictures === 'number' ? { pictures: raw.pictures } : {}),
    ...(typeof raw.pictureSizes === 'string' ? { pictureSizes: raw.pictureSizes } : {}),
  };
}

function readPage(raw: unknown, remote: string): PublishedPage {
  const fail = (why: string): never => {
    throw new Error(`${remote}'s ${PAGES_FILE}: ${why}`);
  };
  if (!isObject(raw)) return fail('a page is not an object');
  const { path, expose, titleId, titles } = raw;
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/'))) {
    return fail(`bad path ${String(path)}`);
  }
  if (typeof expose !== 'string' || !expose.startsWith('./')) return fail(`bad expose of ${path}`);
  if (typeof titleId !== 'string' || !isObject(titles)) return fail(`no title for ${path}`);
  const texts = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const title = titles[locale];
    texts[locale] = typeof title === 'string' ? title : fail(`no ${locale} title for ${path}`);
  }
  const navTab = nonEmpty(raw.navTab);
  const homeView = readHomeView(raw.homeView);
  const firstRead = readFirstRead(raw.firstRead);
  const navPanel = readNavEntry(raw.navPanel);
  const sideNav = readSideNavEntry(raw.sideNav);
  const adminMenu = raw.admin === true && path ? readMenuEntry(raw.adminMenu) : undefined;
  const stepOf = nonEmpty(raw.stepOf);
  if (path === undefined && !homeView) return fail(`${expose} has neither a path nor a view`);
  return {
    ...(path !== undefined ? { path } : {}),
    expose,
    titleId,
    titles: texts,
    ...(raw.admin === true ? { admin: true } : {}),
    ...(navTab ? { navTab } : {}),
    ...(homeView ? { homeView } : {}),
    ...(firstRead ? { firstRead } : {}),
    ...(navPanel ? { navPanel } : {}),
    ...(sideNav ? { sideNav } : {}),
    ...(adminMenu ? { adminMenu } : {}),
    ...(stepOf?.startsWith('/') ? { stepOf } : {}),
  };
}

/**
 * The pages of a `pages.json` as read from `remote`'s address; throws when it is not that
 * remote's registry (then only that remote's routes are missing). Fields a newer build may add
 * are ignored.
 */
export function readPublishedPages(raw: unknown, remote: RemoteName): PublishedPage[] {
  if (!isObject(raw) || !Array.isArray(raw.pages)) throw new Error(`${remote}: no ${PAGES_FILE}`);
  if (raw.remote !== remote) {
    throw new Error(`${remote}'s ${PAGES_FILE} is the registry of ${String(raw.remote)}`);
  }
  return raw.pages.map((page) => readPage(page, remote));
}
