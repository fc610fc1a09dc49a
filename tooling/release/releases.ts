/**
 * Independent releases of one remote, with rollback. A release is a build of one remote kept
 * as its own version (in a served folder or a bucket: release-store.ts); publishing it switches
 * that remote's entry in the served `site-config.json` (replaced whole, so a visitor reads either
 * the old or the new file, never half of one), after the release's files are all in place. The
 * shell and the other remotes are untouched; the next page load uses the release.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { folderStore, ReleaseError } from './folder-store.js';
import { historyDocument, SITE_CONFIG, type ReleaseStore } from './release-store.js';

export {
  publishedSiteDir,
  releaseEntry,
  ReleaseError,
  releasesRoot,
  remoteReleasesDir,
  writeAtomically,
} from './folder-store.js';

/**
 * The remotes' folders, from the remotes the shell's site-config.json names (`mf_shop` →
 * `mf-shop`): a new remote is configuration, not a change here.
 */
export const REMOTES: readonly string[] = Object.keys(
  (
    JSON.parse(
      readFileSync(new URL('../../shell/public/site-config.json', import.meta.url), 'utf8'),
    ) as SiteConfig
  ).remotes,
).map((name) => name.replaceAll('_', '-'));
/** A remote's folder, `mf-shop`. */
export type Remote = string;

export interface SiteConfig {
  apiBaseUrl: string;
  remotes: Record<string, string>;
}

/** Releases in a folder the web server serves (folder-store.ts). */
export interface ReleaseLayout {
  /** The releases folder. */
  root: string;
  /** The shell's own site-config.json: the entries a remote returns to past its last release. */
  baseConfigFile: string;
}

/** Releases in another store, e.g. a bucket (s3-store.ts). */
export interface StoredReleases {
  store: ReleaseStore;
  baseConfigFile: string;
}

export type Releases = ReleaseLayout | StoredReleases;

const storeOf = (releases: Releases) =>
  'store' in releases ? releases.store : folderStore(releases.root);

/** `mf-content` → `mf_content`, its Module Federation name and key in site-config.json. */
export const federationName = (remote: Remote) => remote.replaceAll('-', '_');

export function asRemote(name: string | undefined): Remote {
  if (!name || !REMOTES.includes(name)) {
    throw new ReleaseError(
      `Name one remote: ${REMOTES.join(', ')} (the shell is the host and is not released this way).`,
    );
  }
  return name as Remote;
}

/** A new version name: UTC time, then a random suffix (sortable, unique). */
export function newVersion(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

export async function history(releases: Releases, remote: Remote): Promise<string[]> {
  const text = await storeOf(releases).readDocument(historyDocument(remote));
  return text ? (JSON.parse(text) as string[]) : [];
}

const writeHistory = (releases: Releases, remote: Remote, versions: string[]) =>
  storeOf(releases).writeDocument(historyDocument(remote), `${JSON.stringify(versions)}\n`);

/** The config visitors get now: the published one, else the shell's own. */
export async function servedConfig(releases: Releases): Promise<SiteConfig> {
  const published = await storeOf(releases).readDocument(SITE_CONFIG);
  return published
    ? (JSON.parse(published) as SiteConfig)
    : readJson<SiteConfig>(releases.baseConfigFile);
}

/** The version the served config names for the remote; undefined for its own build. */
async function liveVersion(releases: Releases, remote: Remote): Promise<string | undefined> {
  const entry = (await servedConfig(releases)).remotes[federationName(remote)] ?? '';
  return storeOf(releases).versionOf(entry, remote);
}

/** Points the remote's entry at `version` (or back at its own build when undefined). */
async function switchEntry(releases: Releases, remote: Remote, version: string | undefined) {
  const store = storeOf(releases);
  const base = await readJson<SiteConfig>(releases.baseConfigFile);
  const baseEntry = base.remotes[federationName(remote)];
  if (!baseEntry) throw new ReleaseError(`${releases.baseConfigFile} names no ${remote}`);
  const config = await servedConfig(releases);
  config.remotes[federationName(remote)] = version
    ? store.entry(baseEntry, remote, version)
    : baseEntry;

  const onRelease = Object.entries(config.remotes).some(
    ([name, entry]) => entry !== base.remotes[name],
  );
  if (onRelease) {
    await store.writeDocument(SITE_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  } else {
    // Every remote is on its own build again: the shell's config applies as deployed.
    await store.removeDocument(SITE_CONFIG);
  }
}

/**
 * Keeps a built folder as a new release of `remote` and publishes it: its files first, the
 * served config last. Publishing the version that is live already changes nothing; one kept
 * from before (rolled back) is published again without its files being added twice.
 * Returns the version.
 */
export async function publish(
  releases: Releases,
  remote: Remote,
  builtDir: string,
  version = newVersion(),
): Promise<string> {
  if (!existsSync(path.join(builtDir, 'mf-manifest.json'))) {
    throw new ReleaseError(`${builtDir} holds no mf-manifest.json: not a built remote`);
  }
  if ((await liveVersion(releases, remote)) === version) return version;
  const store = storeOf(releases);
  if (!(await store.versions(remote)).includes(version)) {
    await store.addVersion(remote, version, builtDir);
  }
  const published = [...(await history(releases, remote)), version];
  await switchEntry(releases, remote, version);
  await writeHistory(releases, remote, published);
  return version;
}

/**
 * Goes back to the release published before the live one (or to the remote's own build when
 * there is none). The abandoned release's files stay, so a later `publish` may bring it back.
 * Returns the version now live, undefined for the remote's own build.
 */
export async function rollback(releases: Releases, remote: Remote): Promise<string | undefined> {
  const published = await history(releases, remote);
  if (published.length === 0) {
    throw new ReleaseError(`${remote} has no release to roll back: it serves its own build`);
  }
  const remaining = published.slice(0, -1);
  const live = remaining.at(-1);
  await switchEntry(releases, remote, live);
  await writeHistory(releases, remote, remaining);
  return live;
}

export interface ReleaseListing {
  /** Every version kept, newest first. */
  versions: string[];
  /** The version the served config names; undefined when the remote serves its own build. */
  live?: string;
  /** The versions rollback steps back through, newest first. */
  history: string[];
}

export async function list(releases: Releases, remote: Remote): Promise<ReleaseListing> {
  return {
    versions: await storeOf(releases).versions(remote),
    live: await liveVersion(releases, remote),
    history: (await history(releases, remote)).reverse(),
  };
}

/** Removes a release that is not in the history (e.g. one a journey made). */
export async function removeRelease(releases: Releases, remote: Remote, version: string) {
  if ((await history(releases, remote)).includes(version)) {
    throw new ReleaseError(`${version} is published; roll it back first`);
  }
  await storeOf(releases).removeVersion(remote, version);
}
