/**
 * The page registry as a remote's build publishes it: `pages.json` beside its
 * `mf-manifest.json` (tooling/federation/page-registry-plugin.ts writes it from the remote's
 * `src/pages.ts`). The shell reads it at run time, from the remotes site-config.json names, and
 * builds its routes from it: a team adds, renames or removes a page by releasing its remote
 * alone. Each page carries its title in every locale, from the remote's own catalog, so a new
 * page needs no text in the shell.
 */
import type { RemoteName } from '../config/runtime-config';
import { LOCALES, type Locale } from '../i18n/locales';
import {
  HOME_VIEW_KEYS,
  NAV_TAB_KEYS,
  exposeName,
  type FirstRead,
  type HomeViewKey,
  type NavTabKey,
  type RemoteRegistry,
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
  homeView?: HomeViewKey;
  firstRead?: FirstRead;
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
    pages: registry.pages.map(({ file, ...page }) => {
      const titles = {} as Record<Locale, string>;
      for (const locale of LOCALES) {
        const title = messages[locale][page.titleId];
        if (typeof title !== 'string') {
          throw new Error(`${registry.remote} ${file}: no ${locale} text for ${page.titleId}`);
        }
        titles[locale] = title;
      }
      return { ...page, expose: exposeName(file), titles };
    }),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

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
  const navTab = oneOf(NAV_TAB_KEYS, raw.navTab);
  const homeView = oneOf(HOME_VIEW_KEYS, raw.homeView);
  const firstRead = readFirstRead(raw.firstRead);
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
