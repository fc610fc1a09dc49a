/**
 * The version the builds give the shared package, `@minesite/shared`: its package.json version
 * with a hash of its source, `0.1.0-c3f9a…` (tests and test helpers left out). Its modules are
 * singletons the shell lends to every remote, so a remote built against other shared code than
 * the shell's is refused (shell/src/federation/version-skew.ts), that remote alone showing its
 * fallback; a change nobody remembered to version cannot slip through as `0.1.0` again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

const sharedDir = realpathSync(path.resolve(import.meta.dirname, '../../shared'));

/** What a bundle can take from the package: its source, not its tests or test helpers. */
const isShipped = (relative: string) =>
  /\.(?:tsx?|json|css)$/.test(relative) &&
  !/\.test(?:-setup)?\.tsx?$/.test(relative) &&
  !relative.startsWith(`src${path.sep}testing${path.sep}`);

/** `<version>-c<hash>` of the package in `dir` (the repository's `shared/` by default). */
export function sharedContentVersion(dir: string = sharedDir): string {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256');
  const files = readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src', file))
    .filter(isShipped)
    .sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(dir, file)));
  }
  hash.update(readFileSync(path.join(dir, 'package.json')));
  return `${version.replace(/-.*$/, '')}-c${hash.digest('hex').slice(0, 12)}`;
}
