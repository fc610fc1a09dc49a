/**
 * Releases in a folder the web server serves. Layout under the releases folder (`RELEASES_DIR`,
 * default `.data/releases`):
 *   <remote>/<version>/        the built files, served at `/releases/<version>/` by the remote's
 *                              server (tooling/launcher/start-site.ts, nginx in production)
 *   site/site-config.json      the served config while any remote is on a release; absent, the
 *                              shell's own `site-config.json` is served
 *   history/<remote>.json      the versions published, oldest first; the last one is live
 * Documents are written to a temporary file, then renamed over the old one.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_CONFIG, type ReleaseStore } from './release-store.js';

export function releasesRoot(repo: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(repo, '.data/releases');
}

/** The folder whose files the remote's server serves under `/releases/`. */
export const remoteReleasesDir = (root: string, remote: string) => path.join(root, remote);
/** The folder whose `site-config.json` the shell's server serves before its own. */
export const publishedSiteDir = (root: string) => path.join(root, 'site');

export class ReleaseError extends Error {}

/** The address of a version's manifest, beside the remote's own (same server, same origin). */
export function releaseEntry(baseEntry: string, version: string): string {
  if (!baseEntry.endsWith('/mf-manifest.json')) {
    throw new ReleaseError(`Cannot place a release beside ${baseEntry}`);
  }
  return baseEntry.replace(/mf-manifest\.json$/, `releases/${version}/mf-manifest.json`);
}

/** Writes beside the target, then renames over it: readers see the old or the new file. */
export async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export function folderStore(root: string): ReleaseStore {
  const documentFile = (name: string) =>
    name === SITE_CONFIG ? path.join(publishedSiteDir(root), name) : path.join(root, name);
  const versionDir = (remote: string, version: string) =>
    path.join(remoteReleasesDir(root, remote), version);
  return {
    async readDocument(name) {
      const file = documentFile(name);
      return existsSync(file) ? readFile(file, 'utf8') : undefined;
    },
    writeDocument: (name, content) => writeAtomically(documentFile(name), content),
    removeDocument: (name) => rm(documentFile(name), { force: true }),
    async versions(remote) {
      const dir = remoteReleasesDir(root, remote);
      if (!existsSync(dir)) return [];
      return (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort()
        .reverse();
    },
    /** Moves the built folder in, not a copy. */
    async addVersion(remote, version, builtDir) {
      const target = versionDir(remote, version);
      if (existsSync(target)) throw new ReleaseError(`Release ${version} of ${remote} exists`);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(builtDir, target);
    },
    removeVersion: (remote, version) =>
      rm(versionDir(remote, version), { recursive: true, force: true }),
    entry: (baseEntry, _remote, version) => releaseEntry(baseEntry, version),
    versionOf: (entry) => /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(entry)?.[1],
  };
}
