/** What the HTML's first paint and the shell's bundle agree on (first-paint-html.ts). */

/** The id of the first paint's element, removed when React's frame commits. */
export const FIRST_PAINT_ID = 'first-paint';

/** Where the boot script leaves what it fetched, for the shell's bootstrap. */
export interface FirstPaintHandoff {
  /** The raw site-config.json (an empty object when it could not be read). */
  config: Promise<unknown>;
  /** The page's remote manifest, by its address. */
  manifests: Record<string, Promise<unknown>>;
}
