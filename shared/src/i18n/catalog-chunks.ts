/**
 * How the message catalogs' chunks are named, so the shell's boot script can find the visitor's
 * one among a build's files and preload it: a remote's whole catalog `messages-zh`, the part a
 * page loads instead `messages-home-zh` (`?part=home`, catalog-parts.json), the common catalog
 * the shell loads `common-messages-zh`. The loaders write these names in their
 * `webpackChunkName` comments (a bundler reads only literals there);
 * tooling/federation/catalog-chunks.test.ts holds every one of them to this rule.
 */
import { LOCALES, type Locale } from './locales';

/** A remote's catalog chunk: the whole (`messages-zh`) or one part of it (`messages-home-zh`). */
export function catalogChunkName(locale: Locale, part?: string): string {
  return part ? `messages-${part}-${locale}` : `messages-${locale}`;
}

/** The common catalog's chunk (with the shell's own messages in the shell's build). */
export function commonCatalogChunkName(locale: Locale): string {
  return `common-messages-${locale}`;
}

/**
 * Among a page's lazily loaded files (`messages-zh.3ea88fb4.js`…), its catalog in `locale`:
 * the parts it loads (`messages-detail-zh`, `messages-detail-cards-zh`) and the whole-catalog
 * chunk when it loads one too (a remote without parts; beside a part, the shared order pieces'
 * messages).
 */
export function catalogFiles(files: readonly string[], locale: Locale): string[] {
  const catalog = new RegExp(
    `^(?:${catalogChunkName(locale, '[a-z-]+')}|${catalogChunkName(locale)})\\.`,
  );
  return files.filter((file) => catalog.test(file.slice(file.lastIndexOf('/') + 1)));
}

/**
 * A catalog chunk's file of any kind and locale, by its name or path: data, not code (the
 * build leaves the compile hint off them, rspack.federation.ts). Made when asked for, not as the
 * module loads: the boot script imports this module and never needs it.
 */
export function catalogFilePattern(): RegExp {
  const names = LOCALES.flatMap((locale) => [
    commonCatalogChunkName(locale),
    catalogChunkName(locale, '[a-z-]+'),
    catalogChunkName(locale),
  ]);
  return new RegExp(`(?:^|/)(?:${names.join('|')})\\.`);
}
