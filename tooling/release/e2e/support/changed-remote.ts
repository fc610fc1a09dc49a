// What the release journeys share: a changed copy of mf-content to build, and the release
// command run as a team runs it.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const repo = path.resolve(import.meta.dirname, '../../../..');

/**
 * A copy of mf-content whose zh message `messageId` ends with `marker`, beside links to what its
 * build reads from the repository (the shared rspack setup, the shared package, the installed
 * packages). Remove `workspace` afterwards.
 */
export function changedContentCopy(
  messageId: string,
  marker: string,
): { workspace: string; source: string; original: string } {
  const workspace = mkdtempSync(path.join(tmpdir(), 'minesite-release-journey-'));
  for (const shared of [
    'rspack.federation.ts',
    'package.json',
    'tsconfig.base.json',
    'shared',
    'shell',
    'node_modules',
  ]) {
    symlinkSync(path.join(repo, shared), path.join(workspace, shared));
  }
  const source = path.join(workspace, 'mf-content');
  cpSync(path.join(repo, 'mf-content'), source, {
    recursive: true,
    filter: (file) => !/[\\/](dist|node_modules|@mf-types|\.tsbuild)$/.test(file),
  });
  const catalogFile = path.join(source, 'src/i18n/zh.json');
  const catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as Record<string, string>;
  const original = catalog[messageId];
  if (!original) throw new Error(`mf-content's zh catalog has no ${messageId}: pick another`);
  catalog[messageId] = `${original}${marker}`;
  writeFileSync(catalogFile, JSON.stringify(catalog, null, 2));
  return { workspace, source, original };
}

/**
 * `npm run release -- …args`, with `env` added to this process's; what it printed. Not
 * synchronous: a storage server the journey runs in this process must answer it meanwhile.
 */
export async function releaseCommand(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'tooling/release/release-cli.ts'), ...args],
    { cwd: repo, encoding: 'utf8', env: { ...process.env, ...env } },
  );
  return stdout;
}
