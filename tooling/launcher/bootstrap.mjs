// `npm start`: install what is missing, build, then start the whole site (`npm start -- --https`:
// over HTTPS with HTTP/2; `--no-build`: the built folders as they are).
// Plain JavaScript on purpose: it runs before the project's own dependencies exist.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNpmPackages } from './prerequisites.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

await ensureNpmPackages(repo, {
  run: async (cmd, args) => run(cmd, args),
  log: (line) => console.log(line),
});
if (!process.argv.includes('--no-build')) {
  console.log('Building the shell, the five remotes and the service...');
  run('npm', ['run', 'build']);
}
// The launcher's own options (`--https`) go on to it.
const siteArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build');
run(process.execPath, [
  '--import',
  'tsx',
  path.join(repo, 'tooling/launcher/start-site.ts'),
  ...siteArgs,
]);
