/**
 * The part of a remote's `mf-manifest.json` the site reads itself (the Module Federation
 * runtime reads the rest): where its entry is, each exposed page's files, and, written by
 * tooling/federation/shared-preloads.ts, the shared modules each page takes from the shell. The
 * shell's boot script preloads a page's files from it while the shell's own code downloads.
 */
import { catalogFiles } from '../i18n/catalog-chunks';
import type { Locale } from '../i18n/locales';

export interface ManifestExpose {
  /** `./ShopPage`. */
  path?: string;
  name?: string;
  assets?: {
    js?: { sync?: string[]; async?: string[] };
    css?: { sync?: string[]; async?: string[] };
  };
  /** The share keys the page's first chunks consume (ExposedSharesPlugin). */
  shared?: string[];
}

export interface RemoteManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: ManifestExpose[];
}

export interface PageFiles {
  /** The remote's entry, the page's code and its catalog in the locale, as addresses. */
  scripts: string[];
  styles: string[];
  /** The share keys of the modules the page takes from the shell. */
  shared: string[];
}

/** What the page `expose` of the remote at `manifestUrl` loads first, in `locale`. */
export function pageFiles(
  manifest: RemoteManifest,
  manifestUrl: string,
  expose: string,
  locale: Locale,
): PageFiles {
  const at = (file: string) => new URL(file, manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  const page = manifest.exposes?.find((e) => e.path === expose);
  const js = page?.assets?.js;
  return {
    scripts: [
      ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
      ...(js?.sync ?? []),
      ...catalogFiles(js?.async ?? [], locale),
    ].map(at),
    styles: (page?.assets?.css?.sync ?? []).map(at),
    shared: page?.shared ?? [],
  };
}
