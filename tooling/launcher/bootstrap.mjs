// `npm start`: install what is missing, build, then start the whole site.
// Plain JavaScript on purpose: it runs before the project's own dependencies exist.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const installed = path.join(repo, 'node_modules/.package-lock.json');
const lock = path.join(repo, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing npm packages (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
if (!process.argv.includes('--no-build')) {
  console.log('Building the shell, the five remotes and the service...');
  run('npm', ['run', 'build']);
}
run(process.execPath, ['--import', 'tsx', path.join(repo, 'tooling/launcher/start-site.ts')]);
