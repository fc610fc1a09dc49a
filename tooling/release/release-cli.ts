/**
 * `npm run release -- <remote>`              build the remote into a new release folder and publish it
 * `npm run release -- <remote> --source DIR` the same from DIR, a copy of the remote's folder
 * `npm run release -- --list <remote>`       its releases, the live one marked
 * `npm run release -- --rollback <remote>`   back to the release before (or to its own build)
 * `--site-config FILE` (with any of them)    the shell's own site-config.json, whose entries a
 *                                            release replaces (default: the built shell's)
 * Releases live in RELEASES_DIR (default .data/releases), named by time; with
 * RELEASE_TARGET=s3://bucket/prefix, in S3-compatible storage, named by their content
 * (release-target.ts). See releases.ts. A remote's build
 * carries its pages (pages.json), so a release can add, rename or remove pages: the shell reads
 * them at run time and is not rebuilt.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentVersion } from './content-version.js';
import { s3StoreFromEnv } from './release-target.js';
import {
  asRemote,
  list,
  newVersion,
  publish,
  releasesRoot,
  ReleaseError,
  remoteReleasesDir,
  rollback,
  type Releases,
  type Remote,
} from './releases.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function releasesFor(siteConfig: string | undefined): Releases {
  const built = path.join(repo, 'shell/dist/site-config.json');
  const baseConfigFile = siteConfig
    ? path.resolve(siteConfig)
    : existsSync(built)
      ? built
      : path.join(repo, 'shell/public/site-config.json');
  const store = s3StoreFromEnv();
  return store ? { store, baseConfigFile } : { root: releasesRoot(repo), baseConfigFile };
}

/** Builds the remote (from `source`, default its own folder) into `outDir` with rspack. */
function build(source: string, outDir: string): Promise<void> {
  const rspack = path.join(repo, 'node_modules/.bin/rspack');
  return new Promise((resolve, reject) => {
    const child = spawn(
      rspack,
      ['build', '-c', path.join(source, 'rspack.config.ts'), '--output-path', outDir],
      { cwd: source, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new ReleaseError(`the build failed (exit ${code})`)),
    );
  });
}

/** Builds into a fresh folder, then publishes: named by time in a folder, by content in storage. */
async function release(releases: Releases, remote: Remote, source: string) {
  const stamped = 'root' in releases ? newVersion() : undefined;
  const building =
    'root' in releases
      ? path.join(remoteReleasesDir(releases.root, remote), `.building-${stamped}`)
      : await mkdtemp(path.join(tmpdir(), `minesite-release-${remote}-`));
  await mkdir(building, { recursive: true });
  const { live } = await list(releases, remote);
  let version: string;
  try {
    console.log(`Building ${remote} from ${path.relative(repo, source) || '.'}…`);
    await build(source, building);
    version = await publish(
      releases,
      remote,
      building,
      stamped ?? (await contentVersion(building)),
    );
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  console.log(
    version === live
      ? `${remote} ${version} is live already: nothing changed.`
      : `Released ${remote} ${version}: the next page load uses it.`,
  );
}

async function main(argv: string[]) {
  const flag = (name: string) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : (argv.splice(at, 2)[1] ?? '');
  };
  const releases = releasesFor(flag('--site-config'));
  const listed = flag('--list');
  const rolledBack = flag('--rollback');
  const source = flag('--source');
  if (listed !== undefined) {
    const remote = asRemote(listed);
    const { versions, live } = await list(releases, remote);
    console.log(`${remote}: ${live ? `release ${live}` : 'its own build'} is live`);
    for (const version of versions) console.log(`${version === live ? '*' : ' '} ${version}`);
    return;
  }
  if (rolledBack !== undefined) {
    const remote = asRemote(rolledBack);
    const live = await rollback(releases, remote);
    console.log(`Rolled back ${remote}: ${live ? `release ${live}` : 'its own build'} is live.`);
    return;
  }
  const remote = asRemote(argv[0]);
  await release(releases, remote, path.resolve(source ?? path.join(repo, remote)));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
