/**
 * Independent releases of one remote, with rollback. A release is a build of one remote in its
 * own versioned folder; publishing it switches that remote's entry in the served
 * `site-config.json` (written to a temporary file, then renamed over the old one, so a visitor
 * reads either the old or the new file, never half of one). The shell and the other remotes are
 * untouched; the next page load uses the release.
 *
 * Layout under the releases folder (`RELEASES_DIR`, default `.data/releases`):
 *   <remote>/<version>/        the built files, served at `/releases/<version>/` by the remote's
 *                              server (tooling/launcher/start-site.ts, nginx in production)
 *   site/site-config.json      the served config while any remote is on a release; absent, the
 *                              shell's own `site-config.json` is served
 *   history/<remote>.json      the versions published, oldest first; the last one is live
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export interface ReleaseLayout {
  /** The releases folder. */
  root: string;
  /** The shell's own site-config.json: the entries a remote returns to past its last release. */
  baseConfigFile: string;
}

export function releasesRoot(repo: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(repo, '.data/releases');
}

/** The folder whose files the remote's server serves under `/releases/`. */
export const remoteReleasesDir = (root: string, remote: string) => path.join(root, remote);
/** The folder whose `site-config.json` the shell's server serves before its own. */
export const publishedSiteDir = (root: string) => path.join(root, 'site');

const historyFile = (layout: ReleaseLayout, remote: Remote) =>
  path.join(layout.root, 'history', `${remote}.json`);
const publishedConfigFile = (layout: ReleaseLayout) =>
  path.join(publishedSiteDir(layout.root), 'site-config.json');

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

export class ReleaseError extends Error {}

/** A new version name: UTC time, then a random suffix (sortable, unique). */
export function newVersion(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** The address of a version's manifest, beside the remote's own (same server, same origin). */
export function releaseEntry(baseEntry: string, version: string): string {
  if (!baseEntry.endsWith('/mf-manifest.json')) {
    throw new ReleaseError(`Cannot place a release beside ${baseEntry}`);
  }
  return baseEntry.replace(/mf-manifest\.json$/, `releases/${version}/mf-manifest.json`);
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** Writes beside the target, then renames over it: readers see the old or the new file. */
export async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export async function history(layout: ReleaseLayout, remote: Remote): Promise<string[]> {
  const file = historyFile(layout, remote);
  return existsSync(file) ? readJson<string[]>(file) : [];
}

/** The config visitors get now: the published one, else the shell's own. */
export async function servedConfig(layout: ReleaseLayout): Promise<SiteConfig> {
  const published = publishedConfigFile(layout);
  return readJson<SiteConfig>(existsSync(published) ? published : layout.baseConfigFile);
}

/** Points the remote's entry at `version` (or back at its own build when undefined). */
async function switchEntry(layout: ReleaseLayout, remote: Remote, version: string | undefined) {
  const base = await readJson<SiteConfig>(layout.baseConfigFile);
  const baseEntry = base.remotes[federationName(remote)];
  if (!baseEntry) throw new ReleaseError(`${layout.baseConfigFile} names no ${remote}`);
  const config = await servedConfig(layout);
  config.remotes[federationName(remote)] = version ? releaseEntry(baseEntry, version) : baseEntry;

  const onRelease = Object.entries(config.remotes).some(
    ([name, entry]) => entry !== base.remotes[name],
  );
  if (onRelease) {
    await writeAtomically(publishedConfigFile(layout), `${JSON.stringify(config, null, 2)}\n`);
  } else {
    // Every remote is on its own build again: the shell's config applies as deployed.
    await rm(publishedConfigFile(layout), { force: true });
  }
}

/**
 * Takes a built folder as a new release of `remote` (moved, not copied) and publishes it.
 * Returns the version.
 */
export async function publish(
  layout: ReleaseLayout,
  remote: Remote,
  builtDir: string,
  version = newVersion(),
): Promise<string> {
  if (!existsSync(path.join(builtDir, 'mf-manifest.json'))) {
    throw new ReleaseError(`${builtDir} holds no mf-manifest.json: not a built remote`);
  }
  const target = path.join(remoteReleasesDir(layout.root, remote), version);
  if (existsSync(target)) throw new ReleaseError(`Release ${version} of ${remote} exists`);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(builtDir, target);
  const published = [...(await history(layout, remote)), version];
  await switchEntry(layout, remote, version);
  await writeAtomically(historyFile(layout, remote), `${JSON.stringify(published)}\n`);
  return version;
}

/**
 * Goes back to the release published before the live one (or to the remote's own build when
 * there is none). The abandoned release's files stay, so a later `publish` may bring it back.
 * Returns the version now live, undefined for the remote's own build.
 */
export async function rollback(layout: ReleaseLayout, remote: Remote): Promise<string | undefined> {
  const published = await history(layout, remote);
  if (published.length === 0) {
    throw new ReleaseError(`${remote} has no release to roll back: it serves its own build`);
  }
  const remaining = published.slice(0, -1);
  const live = remaining.at(-1);
  await switchEntry(layout, remote, live);
  await writeAtomically(historyFile(layout, remote), `${JSON.stringify(remaining)}\n`);
  return live;
}

export interface ReleaseListing {
  /** Every release folder, newest first. */
  versions: string[];
  /** The version the served config names; undefined when the remote serves its own build. */
  live?: string;
  /** The versions rollback steps back through, newest first. */
  history: string[];
}

export async function list(layout: ReleaseLayout, remote: Remote): Promise<ReleaseListing> {
  const dir = remoteReleasesDir(layout.root, remote);
  const versions = existsSync(dir)
    ? (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort()
        .reverse()
    : [];
  const entry = (await servedConfig(layout)).remotes[federationName(remote)] ?? '';
  const live = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(entry)?.[1];
  return { versions, live, history: (await history(layout, remote)).reverse() };
}

/** Removes a release folder that is not in the history (e.g. one a journey made). */
export async function removeRelease(layout: ReleaseLayout, remote: Remote, version: string) {
  if ((await history(layout, remote)).includes(version)) {
    throw new ReleaseError(`${version} is published; roll it back first`);
  }
  await rm(path.join(remoteReleasesDir(layout.root, remote), version), {
    recursive: true,
    force: true,
  });
}
