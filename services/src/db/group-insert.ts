// Group commit for inserts: while one batch is at the database, the inserts that arrive queue
// and go together as the next batch (one `insertMany`, unordered). Under load many callers share
// one round trip and one transaction (on FerretDB's SQLite backend the transaction, not the
// document, is most of an insert's cost); an insert that finds nothing in flight goes at once,
// so a lone caller waits no longer than before. Each caller learns its own document's fate: stored,
// or the server's error for that document (a duplicate key, as `insertOne` would throw it).
import {
  MongoServerError,
  type Collection,
  type Document,
  type OptionalUnlessRequiredId,
  type WriteError,
} from 'mongodb';
import { bulkWriteErrors } from './duplicate-key.js';

interface Pending<T> {
  document: OptionalUnlessRequiredId<T>;
  settle: (error?: unknown) => void;
}

/** At most this many documents in one command (a batch stays well under a message's size). */
const MAX_BATCH = 100;

export class GroupInsert<T extends Document> {
  private queue: Pending<T>[] = [];
  private sending = false;

  constructor(private readonly collection: Collection<T>) {}

  /** Resolves once `document` is stored; rejects with the server's error for it. */
  insert(document: OptionalUnlessRequiredId<T>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ document, settle: (error) => (error ? reject(error) : resolve()) });
      if (!this.sending) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.sending = true;
    try {
      while (this.queue.length > 0) await this.send(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.sending = false;
    }
  }

  private async send(batch: Pending<T>[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Pending<T>];
      await this.collection.insertOne(only.document).then(
        () => only.settle(),
        (error: unknown) => only.settle(error),
      );
      return;
    }
    try {
      await this.collection.insertMany(
        batch.map((pending) => pending.document),
        { ordered: false },
      );
      for (const pending of batch) pending.settle();
    } catch (error) {
      const failed = writeErrorsOf(error);
      batch.forEach((pending, index) => {
        if (!failed) return pending.settle(error);
        const own = failed.get(index);
        pending.settle(own ? asServerError(own) : undefined);
      });
    }
  }
}

/** Each failed document's error by its place in the batch; undefined when the whole command failed. */
function writeErrorsOf(error: unknown): Map<number, WriteError> | undefined {
  const list = bulkWriteErrors(error);
  if (list.length === 0) return undefined;
  return new Map(list.map((writeError) => [writeError.index, writeError]));
}

/** A document's write error as `insertOne` throws it (code, message, and the index's key). */
function asServerError(writeError: WriteError): MongoServerError {
  const errmsg = writeError.errmsg ?? 'write error';
  const keyPattern = keyPatternOf(errmsg);
  return new MongoServerError({
    code: writeError.code,
    errmsg,
    ...(keyPattern ? { keyPattern } : {}),
  });
}

/**
 * The unique key a duplicate-key message names (`… dup key: { openSlot: "…" }`): the driver
 * keeps a bulk write error's code and message but not its `keyPattern`. Undefined when the
 * message names none (FerretDB v1's do not).
 */
export function keyPatternOf(errmsg: string): Record<string, 1> | undefined {
  const field = /dup key: \{ ?"?([\w.$]+)"?\s*:/.exec(errmsg)?.[1];
  return field ? { [field]: 1 } : undefined;
}
