// The checks `npm start` and `npm test` make before anything runs: when the npm packages are
// (re)installed, which browser the journeys use, which system tools are missing, and when
// schemathesis is installed for the API fuzz (test-bootstrap.test.ts: how `npm test` uses them).
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  commandExists,
  missingSystemPackages,
  chooseBrowser,
  DEBIAN_CHROMIUM,
  ensureNpmPackages,
  ensureSchemathesis,
  installReason,
  SCHEMATHESIS_VENV,
  SCHEMATHESIS_VERSION,
  schemathesisCommand,
} from './prerequisites.mjs';

describe('installReason', () => {
  const current = {
    installed: true,
    stamp: 'abc',
    lockHash: 'abc',
    installedNewerThanLock: false,
    installedNewerThanStamp: false,
  };

  it('installs on a fresh clone (no node_modules)', () => {
    expect(installReason({ ...current, installed: false, stamp: undefined })).toBe(
      'node_modules is missing',
    );
  });

  it('installs when the lockfile changed since the recorded install (a pull, a branch switch)', () => {
    expect(installReason({ ...current, stamp: 'old' })).toMatch(/package-lock.json changed/);
  });

  it('skips the install when the recorded hash is the lockfile hash', () => {
    expect(installReason(current)).toBeNull();
  });

  it('trusts an `npm install <pkg>` made after the lockfile and the recorded install', () => {
    const npmInstalled = { ...current, stamp: 'old', installedNewerThanLock: true };
    expect(installReason({ ...npmInstalled, installedNewerThanStamp: true })).toBeNull();
    // A node_modules restored with its stamp: npm's record is older than the stamp.
    expect(installReason(npmInstalled)).toMatch(/changed/);
  });

  it('trusts an install made before stamps existed only while npm’s record is newer', () => {
    const unstamped = { ...current, stamp: undefined };
    expect(installReason({ ...unstamped, installedNewerThanLock: true })).toBeNull();
    expect(installReason(unstamped)).toMatch(/changed/);
  });
});

describe('chooseBrowser', () => {
  const only =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file);

  it('prefers CHROMIUM_PATH', () => {
    expect(
      chooseBrowser({
        env: { CHROMIUM_PATH: '/opt/chrome' },
        isExecutable: only('/opt/chrome', DEBIAN_CHROMIUM),
        playwrightChromium: undefined,
      }),
    ).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
  });

  it('names a CHROMIUM_PATH that is not an executable instead of silently using another', () => {
    expect(
      chooseBrowser({
        env: { CHROMIUM_PATH: '/nowhere/chrome' },
        isExecutable: only(DEBIAN_CHROMIUM),
        playwrightChromium: undefined,
      }),
    ).toEqual({ problem: 'CHROMIUM_PATH=/nowhere/chrome is not an executable file.' });
  });

  it("uses Debian's Chromium, then one Playwright downloaded", () => {
    const pw = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
    expect(
      chooseBrowser({ env: {}, isExecutable: only(DEBIAN_CHROMIUM, pw), playwrightChromium: pw }),
    ).toEqual({ path: DEBIAN_CHROMIUM, source: 'debian' });
    expect(chooseBrowser({ env: {}, isExecutable: only(pw), playwrightChromium: pw })).toEqual({
      path: pw,
      source: 'playwright',
    });
  });

  it('finds none when nothing is installed', () => {
    expect(
      chooseBrowser({ env: {}, isExecutable: only(), playwrightChromium: '/not/downloaded' }),
    ).toBeUndefined();
  });
});

describe('ensureNpmPackages', () => {
  let repo: string;
  beforeEach(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'minesite-prereq-'));
    await writeFile(path.join(repo, 'package-lock.json'), '{"lockfileVersion":3}');
  });
  afterEach(() => rm(repo, { recursive: true, force: true }));

  /** A stand-in for `npm ci`: records the call and writes npm's own record, as npm does. */
  function fakeNpm(calls: string[][]) {
    return async (command: string, args: string[]) => {
      calls.push([command, ...args]);
      await mkdir(path.join(repo, 'node_modules'), { recursive: true });
      await writeFile(path.join(repo, 'node_modules/.package-lock.json'), '{}');
    };
  }

  it('runs npm ci on a fresh clone, then not again until the lockfile changes', async () => {
    const calls: string[][] = [];
    const effects = { run: fakeNpm(calls), log: () => {} };

    expect(await ensureNpmPackages(repo, effects)).toEqual({ installed: true });
    expect(calls).toEqual([['npm', 'ci', '--no-audit', '--no-fund']]);

    expect(await ensureNpmPackages(repo, effects)).toEqual({ installed: false });
    expect(calls).toHaveLength(1);

    // A pull that changed the lockfile (written after npm's record).
    const lock = path.join(repo, 'package-lock.json');
    await writeFile(lock, '{"lockfileVersion":3,"x":1}');
    const later = new Date(Date.now() + 60_000);
    await utimes(lock, later, later);
    expect(await ensureNpmPackages(repo, effects)).toEqual({ installed: true });
    expect(calls).toHaveLength(2);
  });

  it('reinstalls an older install whose lockfile is newer than npm’s record', async () => {
    const calls: string[][] = [];
    await mkdir(path.join(repo, 'node_modules'));
    await writeFile(path.join(repo, 'node_modules/.package-lock.json'), '{}');
    const past = new Date(Date.now() - 60_000);
    await utimes(path.join(repo, 'node_modules/.package-lock.json'), past, past);

    await ensureNpmPackages(repo, { run: fakeNpm(calls), log: () => {} });

    expect(calls).toHaveLength(1);
  });
});

describe('ensureSchemathesis', () => {
  let repo: string;
  beforeEach(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'minesite-schemathesis-'));
  });
  afterEach(() => rm(repo, { recursive: true, force: true }));

  /** Stand-ins for python3 and pip: record the calls; pip leaves an `st` command behind. */
  function fakePython(calls: string[][]) {
    return async (command: string, args: string[]) => {
      calls.push([path.isAbsolute(command) ? path.relative(repo, command) : command, ...args]);
      if (args.includes('install')) {
        await mkdir(path.dirname(schemathesisCommand(repo)), { recursive: true });
        await writeFile(schemathesisCommand(repo), '');
      }
    };
  }
  const installed = (file: string) => file === schemathesisCommand(repo);

  it('makes the virtual environment and installs the pinned version once', async () => {
    const calls: string[][] = [];
    const effects = { run: fakePython(calls), log: () => {}, isExecutable: installed };

    expect(await ensureSchemathesis(repo, effects)).toEqual({ installed: true });
    const venv = path.join(repo, SCHEMATHESIS_VENV);
    expect(calls).toEqual([
      ['python3', '-m', 'venv', venv],
      [
        `${SCHEMATHESIS_VENV}/bin/python`,
        '-m',
        'pip',
        'install',
        '--quiet',
        '--disable-pip-version-check',
        `schemathesis==${SCHEMATHESIS_VERSION}`,
      ],
    ]);

    expect(await ensureSchemathesis(repo, effects)).toEqual({ installed: false });
    expect(calls).toHaveLength(2);
  });

  it('makes the environment afresh for another pinned version or a missing command', async () => {
    const calls: string[][] = [];
    const stamp = path.join(repo, SCHEMATHESIS_VENV, 'minesite-schemathesis-version');
    await mkdir(path.dirname(stamp), { recursive: true });
    await writeFile(stamp, '3.0.0\n');
    const leftover = path.join(repo, SCHEMATHESIS_VENV, 'leftover');
    await writeFile(leftover, '');

    await ensureSchemathesis(repo, {
      run: fakePython(calls),
      log: () => {},
      isExecutable: installed,
    });

    expect(calls).toHaveLength(2);
    expect(await readFile(stamp, 'utf8')).toBe(`${SCHEMATHESIS_VERSION}\n`);
    await expect(readFile(leftover)).rejects.toThrow();

    await ensureSchemathesis(repo, {
      run: fakePython(calls),
      log: () => {},
      isExecutable: () => false,
    });
    expect(calls).toHaveLength(4);
  });
});

describe('the system tools', () => {
  it('needs Go for the Helm chart’s tools, with mongod on the PATH or a MONGODB_URI too', () => {
    const tools = ['nginx', 'caddy', 'python3', 'fc-list'];
    const check = (env: Record<string, string>, extra: string[] = []) =>
      missingSystemPackages({
        env,
        onPath: (command) => [...tools, ...extra].includes(command),
        hasPythonVenv: () => true,
        hasCjkFont: () => true,
      });
    expect(check({})).toEqual(['golang-go']);
    expect(check({}, ['mongod'])).toEqual(['golang-go']);
    expect(check({ MONGODB_URI: 'mongodb://db.example:27017' })).toEqual(['golang-go']);
    expect(check({}, ['go'])).toEqual([]);
  });

  it('needs a font with Chinese glyphs, the default language’s', () => {
    const check = (hasCjkFont: boolean, fontconfig = true) =>
      missingSystemPackages({
        env: {},
        onPath: (command) => fontconfig || command !== 'fc-list',
        hasPythonVenv: () => true,
        hasCjkFont: () => hasCjkFont,
      });
    expect(check(false)).toEqual(['fonts-droid-fallback']);
    expect(check(true)).toEqual([]);
    // Without fontconfig's fc-list no font can be found: both are named.
    expect(check(false, false)).toEqual(['fontconfig', 'fonts-droid-fallback']);
  });

  it('finds a command on the PATH, and nginx in /usr/sbin where Debian puts it', () => {
    expect(commandExists('node', path.dirname(process.execPath))).toBe(true);
    expect(commandExists('no-such-command-here', path.dirname(process.execPath))).toBe(false);
  });
});
