// `npm test` from a fresh clone: it installs what is missing, stops before any test with one
// line naming what to install, runs its site on free ports beside a developer's, runs each
// check of `npm run test:all` in turn and ends with the count of tests and each step's time.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, SCHEMATHESIS_INSTALL_FAILED } from './prerequisites.mjs';
import { CANDIDATE_BASES } from './site-ports.mjs';
import { listeningPorts, testBootstrap, type Run } from './test-bootstrap.mjs';

describe('npm test (test-bootstrap)', () => {
  let repo: string;
  beforeEach(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'minesite-bootstrap-'));
    await writeFile(path.join(repo, 'package-lock.json'), '{}');
    await writeFile(
      path.join(repo, 'package.json'),
      JSON.stringify({
        scripts: { 'test:all': 'npm run lint && npm run build && npm run test:e2e' },
      }),
    );
  });
  afterEach(() => rm(repo, { recursive: true, force: true }));

  function effects(
    browsers: string[],
    env: Record<string, string> = {},
    { tools = ['nginx', 'caddy', 'python3', 'go', 'fc-list'], venv = true } = {},
  ) {
    const commands: string[] = [];
    const lines: string[] = [];
    // Every command takes 30 seconds on this clock, the build 4 minutes.
    let clock = 0;
    const run: Run = async (command, args, options) => {
      commands.push([path.basename(command), ...args.slice(0, 2)].join(' '));
      clock += args[1] === 'build' ? 240_000 : 30_000;
      if (args[0] === 'ci') {
        await mkdir(path.join(repo, 'node_modules'), { recursive: true });
        await writeFile(path.join(repo, 'node_modules/.package-lock.json'), '{}');
      }
      if (args[1] === 'test:e2e') {
        lines.push(
          `browser ${options.env?.CHROMIUM_PATH}, ports from ${options.env?.SITE_PORT_BASE}`,
        );
      }
      return 0;
    };
    return {
      commands,
      lines,
      deps: {
        repo,
        env,
        run,
        log: (line: string) => lines.push(line),
        playwrightChromium: async () => '/pw/chrome',
        isExecutable: (file: string) => browsers.includes(file),
        portsInUse: async () => [] as number[],
        now: () => clock,
        systemTools: {
          onPath: (command: string) => tools.includes(command),
          hasPythonVenv: () => venv,
          hasCjkFont: () => true,
        },
      },
    };
  }

  it('installs, prepares the database, runs each check with the browser it found, and times each step', async () => {
    const { commands, lines, deps } = effects(['/pw/chrome']);

    expect(await testBootstrap(deps)).toBe(0);

    expect(commands).toEqual([
      'npm ci --no-audit',
      'python3 -m venv',
      'python -m pip',
      `${path.basename(process.execPath)} --import tsx`,
      `${path.basename(process.execPath)} --import tsx`,
      'npm run lint',
      'npm run build',
      'npm run test:e2e',
    ]);
    expect(lines.slice(-2)).toEqual([
      `browser /pw/chrome, ports from ${CANDIDATE_BASES[0]}`,
      'times: prepare 2m30s, lint 30s, build 4m00s, test:e2e 30s, total 7m30s',
    ]);
  });

  it('runs beside a site on the usual ports: its own site takes the first free block', async () => {
    const { lines, deps } = effects([DEBIAN_CHROMIUM]);
    const taken = new Set([3000, 3001, 3006, CANDIDATE_BASES[0]! + 1]);

    const code = await testBootstrap({
      ...deps,
      portsInUse: async (ports) => ports.filter((port) => taken.has(port)),
    });

    expect(code).toBe(0);
    expect(lines).toContain(`browser ${DEBIAN_CHROMIUM}, ports from ${CANDIDATE_BASES[1]}`);
  });

  it('keeps the ports a developer chose with SITE_PORT_BASE', async () => {
    const { lines, deps } = effects([DEBIAN_CHROMIUM], { SITE_PORT_BASE: '21000' });

    await testBootstrap(deps);

    expect(lines).toContain(`browser ${DEBIAN_CHROMIUM}, ports from 21000`);
  });

  it('stops at the first failing check with its exit code, still counting and timing what ran', async () => {
    const { commands, lines, deps } = effects([DEBIAN_CHROMIUM], { MONGODB_URI: 'mongodb://db' });

    const code = await testBootstrap({
      ...deps,
      run: async (command, args, options) => {
        const code = await deps.run(command, args, options);
        return args[1] === 'build' ? 2 : code;
      },
    });

    expect(code).toBe(2);
    expect(commands.slice(-2)).toEqual(['npm run lint', 'npm run build']);
    expect(lines.at(-1)).toBe('times: prepare 2m00s, lint 30s, build 4m00s, total 6m30s');
  });

  it('stops with one line naming what schemathesis needs when it cannot be installed', async () => {
    const { commands, lines, deps } = effects([DEBIAN_CHROMIUM]);

    const code = await testBootstrap({
      ...deps,
      run: async (command, args, options) =>
        command === 'python3' ? 1 : deps.run(command, args, options),
    });

    expect(code).toBe(1);
    expect(commands).toEqual(['npm ci --no-audit']);
    expect(lines.at(-1)).toBe(SCHEMATHESIS_INSTALL_FAILED);
    expect(SCHEMATHESIS_INSTALL_FAILED).toContain('apt-get install python3 python3-venv');
  });

  it('uses a given MONGODB_URI instead of preparing a local server', async () => {
    const { commands, deps } = effects([DEBIAN_CHROMIUM], { MONGODB_URI: 'mongodb://db:27017' });

    await testBootstrap(deps);

    expect(commands).toEqual([
      'npm ci --no-audit',
      'python3 -m venv',
      'python -m pip',
      `${path.basename(process.execPath)} --import tsx`,
      'npm run lint',
      'npm run build',
      'npm run test:e2e',
    ]);
  });

  it('stops before any test with one line naming the install command when no browser exists', async () => {
    const { commands, lines, deps } = effects([]);

    expect(await testBootstrap(deps)).toBe(1);

    expect(commands).toEqual(['npm ci --no-audit']);
    expect(lines.slice(1)).toEqual([
      'npm test needs chromium: install with `apt-get install -y chromium` (Debian; CI runs .ci/run, which does it).',
    ]);
  });

  it('names every missing system tool in one line before any test: nginx, Caddy, Python’s venv, Go', async () => {
    const { commands, lines, deps } = effects(
      [],
      {},
      { tools: ['python3', 'fc-list'], venv: false },
    );

    expect(await testBootstrap(deps)).toBe(1);

    expect(commands).toEqual(['npm ci --no-audit']);
    expect(lines.slice(1)).toEqual([
      'npm test needs chromium, nginx, caddy, python3-venv, golang-go: install with ' +
        '`apt-get install -y chromium nginx caddy python3-venv golang-go` (Debian; CI runs .ci/run, which does it).',
    ]);
  });

  it('finds a port something listens on', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      expect(await listeningPorts([port])).toEqual([port]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await listeningPorts([port])).toEqual([]);
  });

  it('stops with the exit code of a failed install', async () => {
    const { deps } = effects([DEBIAN_CHROMIUM]);
    const commands: string[] = [];

    const code = await testBootstrap({
      ...deps,
      run: async (command, args) => {
        commands.push(`${command} ${args[0]}`);
        return 3;
      },
    });

    expect(code).toBe(3);
    expect(commands).toEqual(['npm ci']);
  });
});
