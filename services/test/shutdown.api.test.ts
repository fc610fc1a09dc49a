// Shutting down in order, on the real entry point (src/main.ts in its own process): on SIGTERM
// the health check answers 503 `stopping` at once while other requests are still served (a
// load balancer moves away), then the server stops accepting, finishes the request in flight
// and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const servicesDir = fileURLToPath(new URL('..', import.meta.url));
const dbName = `test_shutdown_${randomBytes(4).toString('hex')}`;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  const client = new MongoClient(inject('mongodbUri'));
  await client.db(dbName).dropDatabase();
  await client.close();
});

/** Starts the service and resolves with its base URL once it logs that it listens. */
function startService(): Promise<{
  process: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
}> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: servicesDir,
    env: {
      ...process.env,
      MONGODB_URI: inject('mongodbUri'),
      MONGODB_DB: dbName,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_READINESS_DELAY_MS: '3000',
      // As the launcher starts it: the local default admin password applies.
      MINESITE_LAUNCHED: 'shutdown-test',
      ...TEST_PAYMENT_ENV,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(output);
      if (listening) resolve({ process: started, baseUrl: listening[1]!, exited });
    });
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then((code) => reject(new Error(`the service exited (${code}): ${output}`)));
  });
}

/** Sends a request's head and the first half of its body, and no more (yet). */
function halfSentRequest(baseUrl: string, path: string, body: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket: Socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const answered = new Promise<string>((resolve) => socket.once('end', () => resolve(received)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return { finish: () => socket.write(body.slice(half)), answered };
}

describe('shutdown', () => {
  it('reports not-ready first, then finishes the request in flight and exits 0', async () => {
    const service = await startService();
    child = service.process;
    const { baseUrl } = service;
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

    const lead = JSON.stringify({
      title: 'In flight',
      email: 'inflight@example.com',
      message: 'Hi',
    });
    const inFlight = halfSentRequest(baseUrl, '/api/contacts', lead);
    // Sent before the signal; the server keeps accepting while it reports not-ready.
    child.kill('SIGTERM');

    const deadline = Date.now() + 5000;
    let health: Response;
    do {
      health = await fetch(`${baseUrl}/api/health`);
    } while (health.status === 200 && Date.now() < deadline);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'stopping', database: 'up' });
    // Still serving while it reports not-ready.
    expect((await fetch(`${baseUrl}/api/products`)).status).toBe(200);

    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await service.exited).toBe(0);

    const client = new MongoClient(inject('mongodbUri'));
    const saved = await client
      .db(dbName)
      .collection('contacts')
      .countDocuments({ title: 'In flight' });
    await client.close();
    expect(saved).toBe(1);
  });
});
