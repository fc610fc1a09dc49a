// The mends the local FerretDB v1 build applies to the module (ferretdb-build.ts compiles it).
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
//
// An `update` command wrote each document it modified in a transaction of its own: a bulk write
// of 100 updates by `_id` (the order outbox's relay) made 100 SQLite commits. With the added
// ferretdb-added/update_batch.go, a command whose statements each update one document by a
// different `_id` writes them in one transaction after its last statement, still under the
// collection's lock (before it reports a statement's error, so the ones before it stay
// written, as before; a failure of the database itself mid-command leaves them unwritten too,
// and the client retries the command).
//
// Every read of a stored document decodes it from SQLite's JSON (internal/handler/sjson) with
// `encoding/json`, and each nested object is decoded again from its raw bytes: 0.56 ms of CPU
// for one order (5.9 KB, 1,886 allocations). A read of every order (the chain sweep's, on this
// backend) took the server's two cores for seconds, and every request waited meanwhile. The
// patches import goccy/go-json there instead, the same API: 0.26 ms an order. Only the
// messages of errors on malformed data differ (FerretDB writes the data itself).
import { fileURLToPath } from 'node:url';

/** Files copied into the FerretDB module's folder beside its own (the patches call them). */
export const addedDir = fileURLToPath(new URL('./ferretdb-added/', import.meta.url));
export const ADDED_FILES = [
  { file: 'collection_lock.go', into: 'internal/handler' },
  { file: 'update_batch.go', into: 'internal/handler' },
];

export interface SourcePatch {
  /** A file of the FerretDB module. */
  file: string;
  /** Text that must occur exactly once in it (else the build stops: the module changed). */
  from: string;
  to: string;
}

/** The JSON decoder the patched sjson package imports, and the files that import one. */
export const JSON_DECODER = { module: 'github.com/goccy/go-json', version: 'v0.10.5' };
const SJSON_FILES = [
  'array',
  'binary',
  'bool',
  'datetime',
  'document',
  'double',
  'int32',
  'int64',
  'object_id',
  'regex',
  'schema',
  'sjson',
  'string',
  'timestamp',
];

const decoderPatches: SourcePatch[] = [
  ...SJSON_FILES.map((name) => ({
    file: `internal/handler/sjson/${name}.go`,
    from: '\t"encoding/json"\n',
    to: `\tjson "${JSON_DECODER.module}"\n`,
  })),
  {
    file: 'go.mod',
    from: 'toolchain go1.24.3\n',
    to: `toolchain go1.24.3\n\nrequire ${JSON_DECODER.module} ${JSON_DECODER.version}\n`,
  },
];

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
    from: '\tfor _, u := range params.Updates {\n\t\tc, err := db.Collection(params.Collection)\n',
    to:
      '\tbatch := newUpdateBatch(params.Updates)\n\n' +
      '\tfor _, u := range params.Updates {\n\t\tc, err := db.Collection(params.Collection)\n',
  },
  {
    file: 'internal/handler/msg_update.go',
    from:
      '\t\tresult, err := common.UpdateDocument(ctx, c, "update", iter, &u)\n' +
      '\t\tif err != nil {\n\t\t\treturn 0, 0, nil, lazyerrors.Error(err)\n\t\t}\n',
    to:
      '\t\tresult, err := common.UpdateDocument(ctx, batch.collection(c), "update", iter, &u)\n' +
      '\t\tif err != nil {\n' +
      '\t\t\tif flushErr := batch.flush(ctx); flushErr != nil {\n' +
      '\t\t\t\treturn 0, 0, nil, lazyerrors.Error(flushErr)\n\t\t\t}\n\n' +
      '\t\t\treturn 0, 0, nil, lazyerrors.Error(err)\n\t\t}\n',
  },
  {
    file: 'internal/handler/msg_update.go',
    from: '\treturn matched, modified, &upserted, nil\n',
    to:
      '\tif err := batch.flush(ctx); err != nil {\n\t\treturn 0, 0, nil, lazyerrors.Error(err)\n\t}\n\n' +
      '\treturn matched, modified, &upserted, nil\n',
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
  ...decoderPatches,
];
