// Citations of documents only the team once had (the spec's section numbers, issue numbers)
// in the repository's source, tests and docs. A comment says the rule itself, or points at docs/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Citation {
  file: string;
  line: number;
  text: string;
}

// A line break inside a comment (` * ` or `// `) may fall between the words.
const gap = String.raw`(?:\s|\*|//|#)+`;
const CITATION = new RegExp(
  [
    String.raw`\bspec(?:'s)?${gap}(?:§\s*\d+|sections?${gap}\d+)`,
    String.raw`§${gap}?\d`,
    String.raw`\bissues?${gap}#?\d+`,
    String.raw`\bsections?${gap}\d+`,
  ].join('|'),
  'gi',
);

const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  '.cache',
  '.data',
  '.tsbuild',
  'sourcemaps',
  '@mf-types',
  'test-results',
  'playwright-report',
  'secrets',
]);
const CHECKED =
  /\.(?:[cm]?[jt]sx?|css|json|ya?ml|conf|html|sh|go|py|md)$|(?:^|\/)(?:Caddyfile|Dockerfile)$/;
/** Dated lab notes, written at the time; and the lockfile, which is not ours. */
const HISTORY = new Set(['bench/RESULTS.md', 'package-lock.json']);

export function findCitations(text: string, file = ''): Citation[] {
  return [...text.matchAll(CITATION)].map((match) => ({
    file,
    line: text.slice(0, match.index).split('\n').length,
    text: match[0].replace(/\s+/g, ' '),
  }));
}

/** Every checked file of the repository, relative to it, skipping build output and history. */
export function checkedFiles(repo: string, dir = ''): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : checkedFiles(repo, relative);
    return CHECKED.test(relative) && !HISTORY.has(relative) ? [relative] : [];
  });
}

export function citationsIn(repo: string, files: string[]): Citation[] {
  return files.flatMap((file) => findCitations(readFileSync(path.join(repo, file), 'utf8'), file));
}
