// The database stalls: it keeps its connections open and accepts new ones, but answers nothing
// (a hung primary, a frozen disk, a network black hole). Every database operation has a
// client-side time limit (src/db/client.ts), so a public read, a write and a picture answer 503
// with Retry-After, never a 500 and never hang; once the database answers again the service
// recovers by itself. The stall is a proxy between the app and the shared test database that
// stops forwarding bytes, so only this file's app sees it.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { MongoOperationTimeoutError, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { poolState } from '../src/db/pool-monitor.js';
import { toHttpError } from '../src/http/error-handler.js';
import { startTestApi, type Reply, type TestApi } from './support/test-api.js';

/** A TCP proxy to `target` that, while stalled, forwards nothing (queued until it resumes). */
class StallingProxy {
  private stalled = false;
  private readonly flushes = new Set<() => void>();
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.accept(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  stall(): void {
    this.stalled = true;
  }

  resume(): void {
    this.stalled = false;
    for (const flush of this.flushes) flush();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket) {
    const upstream = connect(this.target.port, this.target.host);
    const toServer: Buffer[] = [];
    const toClient: Buffer[] = [];
    const flush = () => {
      if (this.stalled) return;
      for (const chunk of toServer.splice(0)) upstream.write(chunk);
      for (const chunk of toClient.splice(0)) client.write(chunk);
    };
    client.on('data', (chunk: Buffer) => (toServer.push(chunk), flush()));
    upstream.on('data', (chunk: Buffer) => (toClient.push(chunk), flush()));
    const end = () => {
      this.flushes.delete(flush);
      this.sockets.delete(client);
      this.sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', end);
      socket.on('close', end);
    }
    this.flushes.add(flush);
  }
}

/**
 * Each stage of a database operation may take this long in this test's app: short, so that the
 * stalled calls end soon, and long enough for a database busy with the other test files.
 */
const OPERATION_TIMEOUT_MS = 2000;
/**
 * A public read the database answers each time: a product that does not exist (404), which the
 * catalog's copy in memory answers only after checking the catalog's version in the database
 * (the catalog and the market figures are otherwise read from memory).
 */
const PUBLIC_READ = '/api/products/no-such-product';
/** What PUBLIC_READ answers while the database answers. */
const PUBLIC_READ_OK = 404;
/** Healthy again within this (a call of the healthy phases may still meet a busy machine). */
const RECOVERY_BOUND_MS = 30_000;

let proxy: StallingProxy;
let proxiedUri: string;
let api: TestApi;
beforeAll(async () => {
  const database = new URL(inject('mongodbUri'));
  proxy = new StallingProxy({ host: database.hostname, port: Number(database.port || 27017) });
  const port = await proxy.listen();
  // Only through the proxy: a replica set would otherwise hand the driver its members' own
  // addresses.
  proxiedUri = `mongodb://127.0.0.1:${port}/?directConnection=true`;
  api = await startTestApi('stall', {
    uri: proxiedUri,
    env: { DB_OPERATION_TIMEOUT_MS: String(OPERATION_TIMEOUT_MS) },
  });
});
afterAll(async () => {
  proxy?.resume();
  await api?.close().catch(() => {});
  await proxy?.close();
});

const lead = (title = 'Stall Test') => ({
  title,
  email: 'stall@example.com',
  message: 'Hosting, please',
  phone: '+1 555 0100',
  machineCount: '50-100',
  source: 'test',
});

function expectDatabaseUnavailable(reply: Reply) {
  expect(reply.status).toBe(503);
  expect(reply.body.code).toBe('database_unavailable');
  expect(reply.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
}

/** Asks again until `probe` answers `status` (the service recovering by itself). */
function recovered(probe: () => Promise<Reply>, status: number) {
  return vi.waitFor(async () => expect((await probe()).status).toBe(status), {
    timeout: RECOVERY_BOUND_MS,
    interval: 200,
  });
}

describe('a stalled database', () => {
  it('answers 503 with Retry-After for reads and writes, and recovers when it answers again', async ({
    annotate,
  }) => {
    await recovered(() => api.call('GET', PUBLIC_READ), PUBLIC_READ_OK);
    await recovered(() => api.call('POST', '/api/contacts', lead()), 201);

    proxy.stall();
    try {
      // Read, write and a GridFS picture: each ends in a 503 (the test's timeout bounds them).
      const [read, write, picture] = await Promise.all([
        api.call('GET', PUBLIC_READ),
        api.call('POST', '/api/contacts', lead()),
        api.call('GET', '/api/uploads/seed-none.webp'),
      ]);
      expectDatabaseUnavailable(read);
      expectDatabaseUnavailable(write);
      expectDatabaseUnavailable(picture);
      // Still stalled, after the first timeouts closed their connections: again 503.
      expectDatabaseUnavailable(await api.call('GET', PUBLIC_READ));
      expect((await api.call('GET', '/api/health')).status).toBe(503);
    } finally {
      proxy.resume();
    }

    // Back, with nobody restarting the service.
    const resumed = Date.now();
    await recovered(() => api.call('GET', PUBLIC_READ), PUBLIC_READ_OK);
    await annotate(`reads answer again ${Date.now() - resumed} ms after the database resumed`);
    await recovered(() => api.call('POST', '/api/contacts', lead('After Stall')), 201);
    expect(
      await api.db.collection('contacts').countDocuments({ title: 'After Stall' }),
    ).toBeGreaterThan(0);
  }, 120_000);

  it('answers 503 when no pooled connection frees up in time', async () => {
    // One connection, held by a request whose answer may take 20 s: the others wait for the
    // connection (waitQueueTimeoutMS, 2 s here) and are refused by the driver's pool.
    const pooled = await startTestApi('stall_pool', {
      uri: `${proxiedUri}&maxPoolSize=1&socketTimeoutMS=20000`,
      env: { DB_OPERATION_TIMEOUT_MS: String(OPERATION_TIMEOUT_MS) },
    });
    try {
      await recovered(() => pooled.call('GET', PUBLIC_READ), PUBLIC_READ_OK);
      const failuresBefore = poolState(pooled.db.client)!.checkoutFailures;
      proxy.stall();
      try {
        const replies = await Promise.all(
          Array.from({ length: 3 }, () => pooled.call('GET', PUBLIC_READ)),
        );
        for (const reply of replies) expectDatabaseUnavailable(reply);
        expect(poolState(pooled.db.client)!.checkoutFailures).toBeGreaterThan(failuresBefore);
      } finally {
        proxy.resume();
      }
      await recovered(() => pooled.call('GET', PUBLIC_READ), PUBLIC_READ_OK);
    } finally {
      await pooled.close().catch(() => {});
    }
  }, 120_000);
});

describe('the error middleware', () => {
  it("maps the driver's time limits to 503 database_unavailable with Retry-After", () => {
    const timeouts = [
      new MongoOperationTimeoutError('Timed out during connection checkout'),
      new MongoServerError({ code: 50, codeName: 'MaxTimeMSExpired', errmsg: 'time limit' }),
      new Error('wrapped', { cause: new MongoOperationTimeoutError('Timed out') }),
    ];
    for (const error of timeouts) {
      const reply = toHttpError(error);
      expect(reply.status).toBe(503);
      expect(reply.code).toBe('database_unavailable');
      expect(reply.headers).toMatchObject({ 'Retry-After': expect.stringMatching(/^\d+$/) });
    }
  });
});
