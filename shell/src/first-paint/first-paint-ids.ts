/** What the HTML's first paint, its boot script (shell/src/boot) and the app agree on. */
import type { NavTabConfig } from '@minesite/shared/config';

/** The id of the first paint's element, removed when React's frame commits. */
export const FIRST_PAINT_ID = 'first-paint';

/** The id of the JSON the build writes into the HTML for the boot script (BootData). */
export const BOOT_DATA_ID = 'first-paint-data';

/**
 * The home swipe's chunk (its loader's `webpackChunkName`, a literal there), which the boot
 * script preloads on a home path.
 */
export const HOME_SWIPE_CHUNK = 'home-swipe';

/** The share key of the site's API client (RTK Query), which takes the boot script's first reads. */
export const API_SHARE_KEY = '@minesite/shared/api';

/** Where the boot script leaves its hand-off for the app (`window[HANDOFF_KEY]`). */
export const HANDOFF_KEY = '__minesiteFirstPaint';

/**
 * What the boot script fetched, for the app, which asks for none of it again. Each entry is
 * set when the boot script starts that fetch and settles a task after the boot script's own use
 * of it, so the app, a step behind, finds every fetch the boot script made. An entry that is
 * missing (the boot script stopped early) the app fetches itself; one that failed counts as the
 * answer.
 */
export interface FirstPaintHandoff {
  /** The raw site-config.json. */
  config?: Promise<unknown>;
  /** Each remote's raw pages.json, by its address. */
  registries: Record<string, Promise<unknown>>;
  /** The page's remote manifest, by its address. */
  manifests: Record<string, Promise<unknown>>;
}

/** What the build knows and the boot script needs (the JSON in the HTML, BOOT_DATA_ID). */
export interface BootData {
  /** The first paint's texts per locale (firstPaintTexts). */
  texts: Record<string, Record<string, string>>;
  /** The tabs the HTML's bottom navigation shows (those of the site config the build ships). */
  navTabs: NavTabConfig[];
  /** The files of the shell's named chunks the boot script may preload (BOOT_CHUNKS). */
  chunks: Record<string, string[]>;
  /** The files of each shared module the shell provides, by share key (not the startup ones). */
  shared: Record<string, string[]>;
}
