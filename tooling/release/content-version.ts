/**
 * A build's version named by its content: the same files give the same version, so releasing a
 * build again finds it already there, and a version's files never change once uploaded.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The files under `dir`, as sorted paths relative to it with `/` separators. */
export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Module Federation's build statistics, for tools, not pages: rspack lists their modules in a
 * different order from one build of the same sources to the next.
 */
const BUILD_STATISTICS = /^mf-stats\.json(?:\.br|\.gz)?$/;

/** 16 hex digits of a SHA-256 over each file's path and content (build statistics aside). */
export async function contentVersion(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await filesIn(dir)).filter((name) => !BUILD_STATISTICS.test(name))) {
    const content = createHash('sha256').update(await readFile(path.join(dir, file)));
    hash.update(`${file}\0${content.digest('hex')}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
