// Builds FerretDB v1 (./ferretdb) with Go: a patched copy of the module (ferretdb-patches.ts says
// what each patch mends), with go.mod's `replace` pointing at it; the repository's files and
// Go's module cache stay untouched.
import { constants as fsConstants } from 'node:fs';
import {
  access,
  chmod,
  cp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADDED_FILES, addedDir, FERRETDB_PATCHES, type SourcePatch } from './ferretdb-patches.js';

const sourceDir = fileURLToPath(new URL('./ferretdb/', import.meta.url));
const sources = ['main.go', 'go.mod', 'go.sum'].map((file) => join(sourceDir, file));
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

/** Applies `patch` to the file's text; throws when its anchor is missing or ambiguous. */
export function applyPatch(text: string, patch: SourcePatch): string {
  const parts = text.split(patch.from);
  if (parts.length !== 2) {
    throw new Error(
      `FerretDB patch for ${patch.file} no longer applies (${parts.length - 1} matches of its ` +
        `anchor): update FERRETDB_PATCHES in tooling/launcher/ferretdb-patches.ts with the module`,
    );
  }
  return parts.join(patch.to);
}

/** Builds the binary at `output`, atomically (a concurrent start never runs half a file). */
export async function buildFerretDb(go: string, output: string, log: (line: string) => void) {
  log(`Building FerretDB into ${output} with Go (the first build takes about a minute)…`);
  const workDir = join(output, '..', `ferretdb-build.${process.pid}`);
  const partial = `${output}.${process.pid}.tmp`;
  try {
    const mainDir = await patchedSources(go, workDir);
    const result = await run(go, ['build', '-o', partial, '.'], mainDir);
    if (result.code !== 0) {
      throw new Error(`go build of FerretDB failed (exit ${result.code}): ${result.output.trim()}`);
    }
    await rename(partial, output);
  } finally {
    await rm(partial, { force: true });
    await rm(workDir, { recursive: true, force: true });
  }
  log('FerretDB built.');
}

/**
 * Copies ./ferretdb and the FerretDB module into `workDir`, patches the copy and points the
 * main module's go.mod at it; returns the main module's folder.
 */
async function patchedSources(go: string, workDir: string): Promise<string> {
  const download = await run(go, ['mod', 'download', FERRETDB_MODULE], sourceDir);
  const listed = await run(go, ['list', '-m', '-f', '{{.Dir}}', FERRETDB_MODULE], sourceDir);
  const moduleDir = listed.stdout.trim();
  if (download.code !== 0 || listed.code !== 0 || !moduleDir) {
    throw new Error(`could not fetch ${FERRETDB_MODULE}: ${download.output}${listed.output}`);
  }
  const moduleCopy = join(workDir, 'FerretDB');
  const mainDir = join(workDir, 'main');
  await cp(moduleDir, moduleCopy, { recursive: true });
  await cp(sourceDir, mainDir, { recursive: true });
  // The module cache's files are read-only, and so are their copies.
  for (const entry of await readdir(workDir, { recursive: true })) {
    await chmod(join(workDir, entry), 0o755);
  }
  for (const patch of FERRETDB_PATCHES) {
    const file = join(moduleCopy, patch.file);
    await writeFile(file, applyPatch(await readFile(file, 'utf8'), patch));
  }
  for (const { file, into } of ADDED_FILES) {
    await cp(join(addedDir, file), join(moduleCopy, into, file));
  }
  const replaced = await run(
    go,
    ['mod', 'edit', `-replace=${FERRETDB_MODULE}=../FerretDB`],
    mainDir,
  );
  if (replaced.code !== 0) throw new Error(`go mod edit failed: ${replaced.output}`);
  return mainDir;
}

/** True when the sources or this file's patches changed since the binary was built. */
export async function isStale(binary: string): Promise<boolean> {
  const built = (await stat(binary)).mtimeMs;
  const added = ADDED_FILES.map(({ file }) => join(addedDir, file));
  const patches = fileURLToPath(new URL('./ferretdb-patches.ts', import.meta.url));
  for (const source of [...sources, ...added, patches, fileURLToPath(import.meta.url)]) {
    const changed = await stat(source).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (changed > built) return true;
  }
  return false;
}

export async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, fsConstants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number; output: string; stdout: string }>((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', (error) => resolve({ code: -1, output: error.message, stdout }));
    child.once('close', (code) => resolve({ code: code ?? -1, output, stdout }));
  });
}
