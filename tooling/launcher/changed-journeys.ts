/**
 * Which journeys a change needs (`npm run test:changed`): those of each front-end package it
 * touches. What every page runs (the shell that hosts them, the shared library, the service,
 * the build and the launcher) needs them all; what no page runs (documents, unit tests, the
 * bench, the deploy files, the lint setup) needs none. A file this does not know needs all.
 */

/** Each package's journeys. */
export const JOURNEY_FOLDERS = {
  shell: 'shell/e2e',
  'mf-shop': 'mf-shop/e2e',
  'mf-cloudpower': 'mf-cloudpower/e2e',
  'mf-orders': 'mf-orders/e2e',
  'mf-content': 'mf-content/e2e',
  'mf-admin': 'mf-admin/e2e',
  release: 'tooling/release/e2e',
} as const;

const ALL = Object.values(JOURNEY_FOLDERS);

/** Files no journey runs: they change what a journey sees in no way. */
const NO_JOURNEY = [
  /\.md$/,
  /\.test\.tsx?$/,
  /(^|\/)test\//,
  /^bench\//,
  /^tooling\/(deploy|fuzz|eslint|lint-fixtures)\//,
  /^tooling\/[^/]+\.test\.ts$/,
  /^(eslint\.config\.js|Dockerfile|docker-compose\.yml|\.prettierignore|\.gitignore)$/,
  /^\.ci\//,
];

/** The journeys of one changed file (a path from the repository's root, with `/`). */
function journeysOf(file: string): readonly string[] {
  if (NO_JOURNEY.some((pattern) => pattern.test(file))) return [];
  if (file.startsWith('tooling/release/')) return [JOURNEY_FOLDERS.release];
  const remote = /^(mf-[a-z]+)\//.exec(file)?.[1];
  if (remote && remote in JOURNEY_FOLDERS) {
    return [JOURNEY_FOLDERS[remote as keyof typeof JOURNEY_FOLDERS]];
  }
  // The shell hosts every page, every page uses shared/ and the API, and the rest (the build,
  // the launcher, the fakes, the root configs) makes or runs the whole site.
  return ALL;
}

/** The journey folders the changed `files` need, in a fixed order; none for none. */
export function changedJourneys(files: readonly string[]): string[] {
  const needed = new Set(files.flatMap((file) => journeysOf(file)));
  return ALL.filter((folder) => needed.has(folder));
}
