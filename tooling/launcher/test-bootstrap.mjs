// `npm test`, also as the first command on a fresh clone: install the npm packages when they
// are missing or stale, find a browser for the journeys (or stop with one line saying how to
// install one), install schemathesis for the API fuzz, get the database server the way
// `npm start` does, then run every check, step by step as `npm run test:all` names them (lint,
// type check, unit and API tests, the API fuzz, build, journeys), and end with the count of
// tests and each step's time. Its site and databases take free ports of their own, so it runs
// beside a developer's `npm start`.
// Plain JavaScript on purpose: it runs before the project's own dependencies exist.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BROWSER_MISSING,
  chooseBrowser,
  commandExists,
  ensureNpmPackages,
  ensureSchemathesis,
  installLine,
  isExecutableFile,
  missingSystemPackages,
  SCHEMATHESIS_INSTALL_FAILED,
} from './prerequisites.mjs';
import { chooseFreePortBase } from './site-ports.mjs';
import { clearReports, RESULTS_DIR, summaryLine, timesLine } from './test-summary.mjs';

/** Runs a command with inherited output; resolves with its exit code. */
export function runCommand(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The steps, with every effect passed in (the unit test drives it with fakes). Returns the
 * exit code: that of the first failing step, else that of the checks.
 */
export async function testBootstrap({
  repo,
  env,
  run,
  log,
  playwrightChromium,
  isExecutable,
  portsInUse,
  systemTools,
  now,
}) {
  const started = now();
  const runOrThrow = async (command, args) => {
    const code = await run(command, args, { cwd: repo, env });
    if (code !== 0) throw new StepFailed(code);
  };
  try {
    await ensureNpmPackages(repo, { run: runOrThrow, log });

    const browser = chooseBrowser({
      env,
      isExecutable,
      playwrightChromium: await playwrightChromium(),
    });
    if (browser?.problem) {
      log(`${browser.problem} ${BROWSER_MISSING}`);
      return 1;
    }
    // Every system tool at once, before any test: one line naming all that is missing.
    const missing = [
      ...(browser ? [] : ['chromium']),
      ...missingSystemPackages({ env, ...systemTools }),
    ];
    if (missing.length > 0) {
      log(installLine(missing));
      return 1;
    }

    // The API fuzz runs schemathesis from its own Python virtual environment under .cache/.
    try {
      await ensureSchemathesis(repo, { run: runOrThrow, log, isExecutable });
    } catch (error) {
      if (error instanceof StepFailed) log(SCHEMATHESIS_INSTALL_FAILED);
      throw error;
    }

    if (!env.MONGODB_URI) {
      // Starts and stops the local server once: mongod, or FerretDB built with Go on first use.
      // Its own message names what to install when neither exists.
      const dataDir = await mkdtemp(path.join(tmpdir(), 'minesite-prepare-db-'));
      try {
        await runOrThrow(process.execPath, [
          '--import',
          'tsx',
          path.join(repo, 'tooling/launcher/database-cli.ts'),
          '--data-dir',
          dataDir,
          '--',
          process.execPath,
          '-e',
          '',
        ]);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }

    // helm and kube-score for the Helm chart's test, built with Go once (tooling/deploy/chart-tools.ts).
    await runOrThrow(process.execPath, [
      '--import',
      'tsx',
      path.join(repo, 'tooling/deploy/chart-tools-cli.ts'),
    ]);

    // The journeys' site (with its fakes) on a free block of ports, never a developer's site on
    // the usual ones (npm start): its database would receive the test orders.
    const SITE_PORT_BASE = env.SITE_PORT_BASE || String(await chooseFreePortBase(portsInUse));

    const results = path.join(repo, RESULTS_DIR);
    await clearReports(results);
    const times = [{ name: 'prepare', ms: now() - started }];
    let code = 0;
    for (const script of await checkScripts(repo)) {
      const stepStarted = now();
      code = await run('npm', ['run', script], {
        cwd: repo,
        env: { ...env, CHROMIUM_PATH: browser.path, SITE_PORT_BASE },
      });
      times.push({ name: script, ms: now() - stepStarted });
      if (code !== 0) break;
    }
    const line = await summaryLine(results);
    if (line) log(line);
    log(timesLine(times));
    return code;
  } catch (error) {
    if (error instanceof StepFailed) return error.code;
    throw error;
  }
}

/** The scripts `npm run test:all` runs one after another (`npm run lint && npm run …`). */
async function checkScripts(repo) {
  const { scripts } = JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8'));
  return scripts['test:all'].split('&&').map((command) => {
    const script = /^npm run (\S+)$/.exec(command.trim())?.[1];
    if (!script) throw new Error(`test:all runs only npm scripts, not: ${command.trim()}`);
    return script;
  });
}

/** The ports something answers on, on 127.0.0.1 or ::1. */
export async function listeningPorts(ports) {
  const answers = (port, host) =>
    new Promise((resolve) => {
      const socket = connect({ port, host });
      const done = (open) => {
        socket.destroy();
        resolve(open);
      };
      socket.setTimeout(500, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
  const open = await Promise.all(
    ports.map(async (port) => (await answers(port, '127.0.0.1')) || answers(port, '::1')),
  );
  return ports.filter((_, i) => open[i]);
}

class StepFailed extends Error {
  constructor(code) {
    super(`step failed with exit code ${code}`);
    this.code = code;
  }
}

/** Playwright's own Chromium (installed or not), once @playwright/test is installed. */
async function playwrightChromiumPath() {
  try {
    const { chromium } = await import('@playwright/test');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const code = await testBootstrap({
    repo: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    env: process.env,
    run: runCommand,
    log: (line) => console.log(line),
    playwrightChromium: playwrightChromiumPath,
    isExecutable: isExecutableFile,
    portsInUse: listeningPorts,
    now: () => performance.now(),
    systemTools: {
      onPath: (command) => commandExists(command),
      hasPythonVenv: () =>
        spawnSync('python3', ['-c', 'import ensurepip, venv'], { stdio: 'ignore' }).status === 0,
      hasCjkFont: () =>
        Boolean(spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim()),
    },
  });
  process.exit(code);
}
