// The in-memory copy behind the public reads (catalog, content, downloads, settings): a read
// past the check time is answered from the copy while the check runs, for a bounded time; past
// it, reads wait for the check and fail with it. The clock is the test's.
import { describe, expect, it } from 'vitest';
import { VersionedCopy } from '../src/db/versioned-copy.js';

const CHECK_MS = 1000;
const STALE_MS = 4000;

/** A version check the test answers (or fails) when it chooses. */
interface PendingCheck {
  answer(version: string): void;
  fail(error: Error): void;
}

/** A copy whose data is `data:<version>`, with its clock and its checks in the test's hands. */
function copyUnderTest() {
  let clock = 0;
  let loading = '';
  const checks: PendingCheck[] = [];
  const copy = new VersionedCopy<string>({
    readVersion: () =>
      new Promise<string>((resolve, reject) => checks.push({ answer: resolve, fail: reject })),
    load: async () => `data:${loading}`,
    checkMs: CHECK_MS,
    staleMs: STALE_MS,
    now: () => clock,
  });
  return {
    copy,
    checks,
    at(ms: number) {
      clock = ms;
    },
    /** Answers the oldest check still waiting with `version` (its data loads as such). */
    async answer(version: string) {
      loading = version;
      checks.shift()!.answer(version);
      await flush();
    },
    async fail(error: Error) {
      checks.shift()!.fail(error);
      await flush();
    },
  };
}

/** Lets the copy's own promise chains run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The copy loaded with version `v1`, checked at 0. */
async function loadedAtZero() {
  const copy = copyUnderTest();
  const first = copy.copy.current();
  await copy.answer('v1');
  await expect(first).resolves.toEqual({ version: 'v1', data: 'data:v1' });
  return copy;
}

describe('a copy within its check time', () => {
  it('answers without asking the database', async () => {
    const { copy, checks, at } = await loadedAtZero();

    at(CHECK_MS - 1);

    await expect(copy.current()).resolves.toEqual({ version: 'v1', data: 'data:v1' });
    expect(checks).toHaveLength(0);
  });
});

describe('a copy past its check time', () => {
  it('answers every read at once from the copy while one check runs behind them', async () => {
    const { copy, checks, at, answer } = await loadedAtZero();
    at(CHECK_MS + 10);

    const reads = await Promise.all(Array.from({ length: 50 }, () => copy.current()));

    expect(new Set(reads.map((read) => read.version))).toEqual(new Set(['v1']));
    expect(checks).toHaveLength(1);
    // The check found a write of another replica: the next read answers it.
    await answer('v2');
    await expect(copy.current()).resolves.toEqual({ version: 'v2', data: 'data:v2' });
  });

  it('makes the reads wait for the check once the copy is older than the stale time', async () => {
    const { copy, at, answer } = await loadedAtZero();
    at(CHECK_MS + STALE_MS);

    let answered = false;
    const read = copy.current().then((read) => {
      answered = true;
      return read;
    });
    await flush();
    expect(answered).toBe(false);

    await answer('v2');
    await expect(read).resolves.toEqual({ version: 'v2', data: 'data:v2' });
  });

  it('fails the reads with a check that fails once the copy is too old, and recovers', async () => {
    const { copy, at, answer, fail } = await loadedAtZero();
    at(CHECK_MS);
    // A check behind the reads fails (the database is away): the reads are still answered.
    await expect(copy.current()).resolves.toMatchObject({ version: 'v1' });
    await fail(new Error('database away'));

    // Still within the stale time: answered, and a new check asked.
    at(CHECK_MS + STALE_MS - 1);
    await expect(copy.current()).resolves.toMatchObject({ version: 'v1' });
    await fail(new Error('database away'));

    // Past it: the read waits for the check, and fails with it.
    at(CHECK_MS + STALE_MS);
    const failed = expect(copy.current()).rejects.toThrow('database away');
    await fail(new Error('database away'));
    await failed;

    // The database back: the next read waits for its check and answers.
    const back = copy.current();
    await answer('v1');
    await expect(back).resolves.toEqual({ version: 'v1', data: 'data:v1' });
  });
});

describe('a write through this replica', () => {
  it('is seen by the next read, which waits for a check instead of answering the copy', async () => {
    const { copy, at, answer } = await loadedAtZero();
    at(CHECK_MS + 10);

    copy.drop();
    const read = copy.current();
    await answer('v2');

    await expect(read).resolves.toEqual({ version: 'v2', data: 'data:v2' });
  });
});
