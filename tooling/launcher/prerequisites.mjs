// What `npm start` and `npm test` check before they run anything: the npm packages match the
// lockfile, (for npm test) the system tools exist (a browser for the journeys, nginx and Caddy
// for the web-server tests, Python with venv for the fuzz, Go for the Helm chart's tools and the
// database), and (for the API fuzz) schemathesis is installed. Plain JavaScript on purpose: it runs before the project's own dependencies exist.
// Types in prerequisites.d.mts.
import { createHash } from 'node:crypto';
import { accessSync, constants as fsConstants, statSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written into node_modules after an install: the hash of the lockfile it installed. */
export const STAMP_FILE = 'node_modules/.minesite-lockfile-sha256';
/** npm's own record of what node_modules holds; absent until the first install. */
const NPM_INSTALLED = 'node_modules/.package-lock.json';

/** Debian's Chromium, the browser the journeys are written for. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const BROWSER_MISSING =
  'No browser for the journeys: install one with `apt-get install chromium` (Debian) or ' +
  '`npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium executable.';

/**
 * Why the npm packages must be (re)installed, or null when node_modules matches the lockfile:
 * the recorded hash is the lockfile's, or npm itself installed after the lockfile was last
 * written and after the recorded install (an `npm install <pkg>` updates both). A node_modules
 * restored from elsewhere keeps its old stamp and is reinstalled.
 */
export function installReason({
  installed,
  stamp,
  lockHash,
  installedNewerThanLock,
  installedNewerThanStamp,
}) {
  if (!installed) return 'node_modules is missing';
  if (stamp === lockHash) return null;
  if (installedNewerThanLock && (stamp === undefined || installedNewerThanStamp)) return null;
  return 'package-lock.json changed since the last install';
}

/**
 * The browser for the journeys: CHROMIUM_PATH when set, Debian's Chromium, or one that
 * Playwright has downloaded. Returns `{ path, source }`, `{ problem }` when CHROMIUM_PATH names
 * no executable, or undefined when there is none.
 */
export function chooseBrowser({ env, isExecutable, playwrightChromium }) {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }
      : { problem: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.` };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian' };
  if (playwrightChromium && isExecutable(playwrightChromium)) {
    return { path: playwrightChromium, source: 'playwright' };
  }
  return undefined;
}

/** What the installed state of `repo` is, for installReason. */
export async function readInstallState(repo) {
  const lock = await readFile(path.join(repo, 'package-lock.json'));
  const lockHash = createHash('sha256').update(lock).digest('hex');
  const mtime = (file) =>
    stat(path.join(repo, file)).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
  const [installedAt, stampedAt, lockedAt] = await Promise.all([
    mtime(NPM_INSTALLED),
    mtime(STAMP_FILE),
    mtime('package-lock.json'),
  ]);
  const stamp = await readFile(path.join(repo, STAMP_FILE), 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
  return {
    installed: installedAt !== undefined,
    stamp,
    lockHash,
    installedNewerThanLock: installedAt !== undefined && installedAt >= lockedAt,
    installedNewerThanStamp:
      installedAt !== undefined && stampedAt !== undefined && installedAt > stampedAt,
  };
}

/**
 * Installs the npm packages with `npm ci` when they are missing or stale, then records the
 * lockfile's hash. `run(command, args)` runs a command and throws when it fails.
 */
export async function ensureNpmPackages(repo, { run, log }) {
  const state = await readInstallState(repo);
  const reason = installReason(state);
  if (reason) {
    log(`Installing npm packages (npm ci): ${reason}...`);
    await run('npm', ['ci', '--no-audit', '--no-fund']);
  }
  if (reason || state.stamp !== state.lockHash) {
    await writeFile(path.join(repo, STAMP_FILE), `${state.lockHash}\n`);
  }
  return { installed: reason !== null };
}

/**
 * The Debian packages npm test needs and cannot find, besides the browser (chooseBrowser):
 * nginx and Caddy (tooling/web runs their configurations), Python 3 with venv (the API fuzz's
 * schemathesis), and Go to build the Helm chart's tools (tooling/deploy/chart-tools.ts) and
 * FerretDB (unless mongod exists or MONGODB_URI names a server).
 * And a font with Chinese glyphs (Android's own fallback font): without one, Chromium draws the
 * default language with smaller stand-in glyphs, and the journeys' layout-shift checks miss a
 * shift phones show (/settings, 2026-11-30).
 * `onPath(command)` says whether a command exists; `hasPythonVenv()` whether python3 can make a
 * virtual environment (Debian's python3 cannot without python3-venv); `hasCjkFont()` whether
 * fontconfig (`fc-list`) knows a font for Chinese.
 */
export function missingSystemPackages({ onPath, hasPythonVenv, hasCjkFont }) {
  const missing = [];
  if (!onPath('fc-list')) missing.push('fontconfig', 'fonts-droid-fallback');
  else if (!hasCjkFont()) missing.push('fonts-droid-fallback');
  if (!onPath('nginx')) missing.push('nginx');
  if (!onPath('caddy')) missing.push('caddy');
  if (!onPath('python3')) missing.push('python3', 'python3-venv');
  else if (!hasPythonVenv()) missing.push('python3-venv');
  if (!onPath('go')) missing.push('golang-go');
  return missing;
}

/** The one line naming what to install for `packages` (Debian's names). */
export function installLine(packages) {
  return (
    `npm test needs ${packages.join(', ')}: install with ` +
    `\`apt-get install -y ${packages.join(' ')}\` (Debian; CI runs .ci/run, which does it).`
  );
}

/** Whether `command` is an executable on PATH (or in /usr/sbin, where Debian puts nginx). */
export function commandExists(command, pathList = process.env.PATH ?? '') {
  const dirs = [...pathList.split(path.delimiter), '/usr/sbin', '/sbin'].filter(Boolean);
  return dirs.some((dir) => isExecutableFile(path.join(dir, command)));
}

/** Whether `file` is an executable file (following links), for chooseBrowser. */
export function isExecutableFile(file) {
  try {
    accessSync(file, fsConstants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** schemathesis, the OpenAPI fuzzer of `npm run test:fuzz` (tooling/fuzz/), pinned. */
export const SCHEMATHESIS_VERSION = '4.32.5';
/** Its own Python virtual environment, below the repository. */
export const SCHEMATHESIS_VENV = '.cache/schemathesis';
/** Written into the virtual environment after an install: the version it holds. */
const SCHEMATHESIS_STAMP = 'minesite-schemathesis-version';

export const SCHEMATHESIS_INSTALL_FAILED =
  'Could not install schemathesis for the API fuzz: it needs Python 3 with venv and pip ' +
  '(Debian: `apt-get install python3 python3-venv`) and access to PyPI.';

/** The `st` command of the virtual environment. */
export function schemathesisCommand(repo) {
  return path.join(repo, SCHEMATHESIS_VENV, 'bin', 'st');
}

/**
 * Installs the pinned schemathesis into its virtual environment unless the stamp says it is
 * there; a venv of another version is made afresh. `run(command, args)` runs a command and
 * throws when it fails.
 */
export async function ensureSchemathesis(repo, { run, log, isExecutable = isExecutableFile }) {
  const venv = path.join(repo, SCHEMATHESIS_VENV);
  const stamp = path.join(venv, SCHEMATHESIS_STAMP);
  const recorded = await readFile(stamp, 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
  if (recorded === SCHEMATHESIS_VERSION && isExecutable(schemathesisCommand(repo))) {
    return { installed: false };
  }
  log(
    `Installing schemathesis ${SCHEMATHESIS_VERSION} into ${SCHEMATHESIS_VENV} (the API fuzz)...`,
  );
  await rm(venv, { recursive: true, force: true });
  await run('python3', ['-m', 'venv', venv]);
  await run(path.join(venv, 'bin', 'python'), [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    `schemathesis==${SCHEMATHESIS_VERSION}`,
  ]);
  await mkdir(venv, { recursive: true });
  await writeFile(stamp, `${SCHEMATHESIS_VERSION}\n`);
  return { installed: true };
}
