// Two senders racing on one due mail on one database, as two replicas' polls do: both read it
// due before either claims it, which is the race FerretDB v1 lets two conditional claims both
// win. It is sent exactly once and keeps the outcome its sender wrote, whether the loser goes
// on after the sender has finished or while it is still sending. Driven by gates, never by
// time: each sender's first read of the queue waits for the test, and when both go on at once
// a sending transport blocks until the other sender's round has ended (or a second send began,
// which is the bug).
import pino from 'pino';
import type { Collection, Db, FindCursor } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { MailQueue } from '../src/modules/notifications/mail-queue.js';
import { MailWorker, type MailTransport } from '../src/modules/notifications/mail-worker.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const OPS = 'ops@example.test';
const silent = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The database as one sender sees it: its first read of `mail_queue` (the claim's read of the
 * due message) tells `read` and then waits for `go`; every later read passes straight through.
 */
function gatedDb(db: Db, read: () => void, go: Promise<void>): Db {
  let gated = true;
  const gateCursor = (cursor: FindCursor) =>
    new Proxy(cursor, {
      get(target, key) {
        if (key === 'toArray') {
          return async () => {
            const rows = await target.toArray();
            if (gated) {
              gated = false;
              read();
              await go;
            }
            return rows;
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        // sort() and limit() return the cursor: keep handing out the gated one.
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target ? gateCursor(target) : result;
        };
      },
    });
  const gateQueue = (collection: Collection) =>
    new Proxy(collection, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (key === 'find') {
          return (...args: Parameters<Collection['find']>) => gateCursor(target.find(...args));
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === 'collection') {
        return (name: string) =>
          name === 'mail_queue' ? gateQueue(target.collection(name)) : target.collection(name);
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function raceSetup(name: string) {
  const shop: TestApi = await startTestApi(name, { env: { NOTIFY_EMAIL: OPS } });
  cleanups.push(() => shop.close());
  const queuedAt = new Date('2030-03-04T05:06:07.000Z');
  const message = await new MailQueue(shop.db).insert(
    {
      event: 'lead_created',
      audience: 'operator',
      recipient: '',
      locale: null,
      data: { name: 'Ann', email: 'ann@example.test', phone: '1', message: 'hello' },
    },
    queuedAt,
  );
  const sends: string[] = [];
  const twoSending = deferred();
  const runs: Partial<Record<'a' | 'b', Promise<number>>> = {};
  const clocks = {
    a: new Date(queuedAt.getTime() + 1_000),
    b: new Date(queuedAt.getTime() + 2_000),
  };

  /**
   * One sender. `holdSend`: its transport holds a send until the other sender's round has ended
   * (or the other sends too).
   */
  function sender(me: 'a' | 'b', go: Promise<void>, holdSend: boolean) {
    const other = me === 'a' ? 'b' : 'a';
    const read = deferred();
    const transport: MailTransport = {
      async send(mail) {
        sends.push(`${me} to ${mail.to}`);
        if (sends.length === 2) twoSending.resolve();
        if (holdSend) await Promise.race([runs[other], twoSending.promise]);
      },
    };
    const worker = new MailWorker({
      db: gatedDb(shop.db, read.resolve, go),
      config: shop.config.mail,
      logger: silent,
      transport,
      now: () => clocks[me],
    });
    return { read: read.promise, run: () => (runs[me] = worker.run()) };
  }
  const stored = async () => (await new MailQueue(shop.db).findById(message._id))!;
  const tickets = () => shop.db.collection('mail_attempts').countDocuments();
  return { sender, sends, clocks, stored, tickets };
}

describe('two senders racing on one due mail', () => {
  it('sends it once when the loser goes on after the sender has finished', async () => {
    const { sender, sends, clocks, stored, tickets } = await raceSetup('mail_race_late');
    const goA = deferred();
    const goB = deferred();
    const a = sender('a', goA.promise, false);
    const b = sender('b', goB.promise, false);
    const runA = a.run();
    const runB = b.run();
    // Both have read the message due (pending, no attempt yet) before either claims it.
    await Promise.all([a.read, b.read]);

    goA.resolve();
    expect(await runA).toBe(1);
    expect(await stored()).toMatchObject({ status: 'sent', attempts: 1, sentAt: clocks.a });

    // The loser's claim, from what it read, comes too late: it writes nothing and sends nothing.
    goB.resolve();
    expect(await runB).toBe(0);
    expect(sends).toEqual([`a to ${OPS}`]);
    expect(await stored()).toMatchObject({
      status: 'sent',
      attempts: 1,
      round: 0,
      recipient: OPS,
      locale: 'zh',
      lastError: '',
      sentAt: clocks.a,
      leaseUntil: null,
      nextAttemptAt: null,
      updatedAt: clocks.a,
    });
    expect(await tickets()).toBe(1);
  });

  it('sends it once when both go on at once, the sender’s outcome written after the loser ended', async () => {
    const { sender, sends, clocks, stored, tickets } = await raceSetup('mail_race_both');
    const go = deferred();
    const a = sender('a', go.promise, true);
    const b = sender('b', go.promise, true);
    const runs = Promise.all([a.run(), b.run()]);
    await Promise.all([a.read, b.read]);
    go.resolve();

    const attempts = await runs;
    expect(attempts.sort()).toEqual([0, 1]);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatch(new RegExp(`^[ab] to ${OPS}$`));
    const winner = sends[0]!.startsWith('a') ? clocks.a : clocks.b;
    expect(await stored()).toMatchObject({
      status: 'sent',
      attempts: 1,
      recipient: OPS,
      lastError: '',
      sentAt: winner,
      leaseUntil: null,
      updatedAt: winner,
    });
    expect(await tickets()).toBe(1);
  });
});
