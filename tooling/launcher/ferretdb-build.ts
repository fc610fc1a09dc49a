// Builds FerretDB v1 (./ferretdb) with Go, with upstream bugs mended at build time.
//
// FerretDB v1.24's SQLite backend creates each collection's `_id` index on the expression
// `_ferretdb_sjson->"_id"`, but finds, updates and deletes by `_id` compare
// `_ferretdb_sjson->'$._id'`. SQLite uses an expression index only for the very expression it
// was built on, so every one of them read the whole table (a lookup among 10,000 orders took
// ~35 ms). v1 is no longer maintained, so the build compiles a patched copy of the module that
// compares the indexed expression (go.mod's `replace`, on a copy: the repository's files and
// Go's module cache stay untouched).
//
// Its updates and findAndModify kept their read (a SQLite connection of a pool of 100) open
// while the write took a second connection; a delete closes its read first. Once 100 updates
// ran at once, or one command carried 100 updates (each kept its read to the end), every
// connection was a read waiting for a write's: the server answered nothing again (a bench
// run stalled at its load part). The patches read the matches and close the read first.
//
// It looked a document up by its `_id` index only when the filter was `_id` alone: a filter
// naming `_id` and a guard beside it (`{ _id, status: 'pending' }`, a lock's token) read and
// decoded every document of the collection, once per update of a bulk write (holding a burst's
// mails read the whole mail queue once per mail). The backend may apply a filter partly (the
// handler applies all of it after), so the patch narrows any filter with an `_id` to that row.
//
// Its updates, findAndModify and deletes read a document and write it (or delete it) later
// with no check that it did not change meanwhile, so two changes of one document at once lost
// one (a pull of an order's relayed notices undid the operator's save made in between). The
// added ferretdb-added/collection_lock.go runs those commands one at a time per collection.
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

const sourceDir = fileURLToPath(new URL('./ferretdb/', import.meta.url));
const sources = ['main.go', 'go.mod', 'go.sum'].map((file) => join(sourceDir, file));
/** Files copied into the FerretDB module's folder beside its own (the patches call them). */
const addedDir = fileURLToPath(new URL('./ferretdb-added/', import.meta.url));
const ADDED_FILES = [{ file: 'collection_lock.go', into: 'internal/handler' }];
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

interface SourcePatch {
  /** A file of the FerretDB module. */
  file: string;
  /** Text that must occur exactly once in it (else the build stops: the module changed). */
  from: string;
  to: string;
}

export const FERRETDB_PATCHES: SourcePatch[] = [
  {
    file: 'internal/backends/sqlite/metadata/metadata.go',
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: 'IDColumn = DefaultColumn + `->"_id"`',
  },
  {
    file: 'internal/backends/sqlite/collection.go',
    from:
      '\tif params.Filter.Len() == 1 {\n\t\tv, _ := params.Filter.Get("_id")\n' +
      '\t\tswitch v.(type) {\n\t\tcase string, types.ObjectID:\n\t\t\twhereClause',
    to:
      '\tif params.Filter.Has("_id") {\n\t\tv, _ := params.Filter.Get("_id")\n' +
      '\t\tswitch v.(type) {\n\t\tcase string, types.ObjectID:\n\t\t\twhereClause',
  },
  {
    file: 'internal/handler/msg_update.go',
    from: '\t\tresult, err := common.UpdateDocument(ctx, c, "update", iter, &u)\n',
    to:
      '\t\tmatches, err := iterator.ConsumeValues(iter)\n' +
      '\t\tif err != nil {\n\t\t\treturn 0, 0, nil, lazyerrors.Error(err)\n\t\t}\n\n' +
      '\t\titer = iterator.Values(iterator.ForSlice(matches))\n\t\tcloser.Add(iter)\n\n' +
      '\t\tresult, err := common.UpdateDocument(ctx, c, "update", iter, &u)\n',
  },
  {
    file: 'internal/handler/msg_update.go',
    from: '\tmatched, modified, upserted, err := h.updateDocument(connCtx, params)\n',
    to:
      '\tvar matched, modified int32\n\tvar upserted *types.Array\n' +
      '\terr = underCollectionLock(params.DB, params.Collection, func() (err error) {\n' +
      '\t\tmatched, modified, upserted, err = h.updateDocument(connCtx, params)\n' +
      '\t\treturn\n\t})\n',
  },
  {
    file: 'internal/handler/msg_findandmodify.go',
    from: '\tres, err := h.findAndModifyDocument(connCtx, params)\n',
    to:
      '\tvar res *findAndModifyResult\n' +
      '\terr = underCollectionLock(params.DB, params.Collection, func() (err error) {\n' +
      '\t\tres, err = h.findAndModifyDocument(connCtx, params)\n' +
      '\t\treturn\n\t})\n',
  },
  {
    file: 'internal/handler/msg_delete.go',
    from: '\t\td, err = h.execDelete(connCtx, c, &p)\n',
    to:
      '\t\terr = underCollectionLock(params.DB, params.Collection, func() (err error) {\n' +
      '\t\t\td, err = h.execDelete(connCtx, c, &p)\n' +
      '\t\t\treturn\n\t\t})\n',
  },
  {
    file: 'internal/handler/msg_findandmodify.go',
    from: '\titer = common.LimitIterator(iter, closer, 1)\n',
    to:
      '\titer = common.LimitIterator(iter, closer, 1)\n\n' +
      '\tmatched, err := iterator.ConsumeValues(iter)\n' +
      '\tif err != nil {\n\t\treturn nil, lazyerrors.Error(err)\n\t}\n\n' +
      '\titer = iterator.Values(iterator.ForSlice(matched))\n\tcloser.Add(iter)\n',
  },
];

/** Applies `patch` to the file's text; throws when its anchor is missing or ambiguous. */
export function applyPatch(text: string, patch: SourcePatch): string {
  const parts = text.split(patch.from);
  if (parts.length !== 2) {
    throw new Error(
      `FerretDB patch for ${patch.file} no longer applies (${parts.length - 1} matches of its ` +
        `anchor): update FERRETDB_PATCHES in tooling/launcher/ferretdb-build.ts with the module`,
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
  for (const source of [...sources, ...added, fileURLToPath(import.meta.url)]) {
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
