/**
 * `npm run test:changed`: the checks a change needs, in minutes rather than the full run's
 * half hour. Lint and format of the changed files, the type check, the unit and API tests
 * that import a changed file (vitest `--changed`), then the journeys of the packages the change
 * touches (changed-journeys.ts) on a build and a site of their own on free ports. "The change"
 * is what differs from main (`--base <ref>` for another), committed or not, as vitest counts it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedJourneys } from './changed-journeys.js';
import { chooseFreePortBase } from './site-ports.mjs';
import { listeningPorts, runCommand } from './test-bootstrap.mjs';
import { timesLine } from './test-summary.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);

function baseRef(): string {
  const given = process.argv.indexOf('--base');
  if (given !== -1 && process.argv[given + 1]) return process.argv[given + 1]!;
  try {
    git('rev-parse', '--verify', '--quiet', 'main');
    return 'main';
  } catch {
    return 'HEAD';
  }
}

const base = baseRef();
// The same files vitest `--changed` counts: committed since the base, staged, not yet staged.
const files = [
  ...new Set([
    ...git('diff', '--name-only', `${base}...HEAD`),
    ...git('diff', '--cached', '--name-only'),
    ...git('ls-files', '--other', '--modified', '--exclude-standard'),
  ]),
].sort();
const present = files.filter((file) => existsSync(path.join(repo, file)));
const journeys = changedJourneys(files);
console.log(
  `${files.length} files changed since ${base}; journeys: ${journeys.join(', ') || 'none'}`,
);

const npx = (...args: string[]) => ['npx', args] as const;
const steps: { name: string; command: readonly [string, string[]]; env?: NodeJS.ProcessEnv }[] = [];
const lintable = present.filter((file) => /\.(?:[cm]?js|tsx?|mts)$/.test(file));
if (lintable.length > 0) {
  steps.push({ name: 'lint', command: npx('eslint', '--no-warn-ignored', ...lintable) });
}
if (present.length > 0) {
  steps.push({
    name: 'format',
    command: npx('prettier', '--check', '--ignore-unknown', ...present),
  });
}
steps.push({ name: 'typecheck', command: ['npm', ['run', 'typecheck']] });
steps.push({
  name: 'unit',
  command: npx('vitest', 'run', '--changed', base, '--passWithNoTests'),
});
if (journeys.length > 0) {
  steps.push({ name: 'build', command: ['npm', ['run', 'build']] });
  const SITE_PORT_BASE =
    process.env.SITE_PORT_BASE || String(await chooseFreePortBase(listeningPorts));
  steps.push({
    name: 'journeys',
    command: npx('playwright', 'test', ...journeys),
    env: { ...process.env, SITE_PORT_BASE },
  });
}

const times: { name: string; ms: number }[] = [];
let code = 0;
for (const step of steps) {
  const started = performance.now();
  code = await runCommand(step.command[0], [...step.command[1]], {
    cwd: repo,
    env: step.env ?? process.env,
  });
  times.push({ name: step.name, ms: performance.now() - started });
  if (code !== 0) break;
}
console.log(timesLine(times));
process.exit(code);
