// Traces on the real entry point (src/main.ts in its own process, with src/instrument.ts
// loaded first): one order's trace, received on a local OTLP receiver, goes from the HTTP
// request through its route to the database insert, and the service's log lines name it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkoutBody } from './support/orders.js';
import {
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
} from './support/otlp-receiver.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

const servicesDir = fileURLToPath(new URL('..', import.meta.url));
const dbName = `test_tracing_${randomBytes(4).toString('hex')}`;
const SERVER_SPAN = 2;

let receiver: OtlpReceiver;
let service: ChildProcess;
let baseUrl: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  service = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './src/instrument.ts', 'src/main.ts'],
    {
      cwd: servicesDir,
      env: {
        ...process.env,
        ...TEST_PAYMENT_ENV,
        MONGODB_URI: inject('mongodbUri'),
        MONGODB_DB: dbName,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: 'a long local secret',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_SERVICE_NAME: 'minesite-services-test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  baseUrl = await new Promise((resolve, reject) => {
    let output = '';
    let pending = '';
    service.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    service.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const text of lines) {
        const line = JSON.parse(text) as Record<string, unknown>;
        logLines.push(line);
        if (line.msg === 'listening') resolve(line.url as string);
      }
    });
    service.once('exit', (code) => reject(new Error(`service exited ${code}: ${output}`)));
  });
}, 120_000);

afterAll(async () => {
  service?.kill('SIGKILL');
  await receiver?.close();
  const client = new MongoClient(inject('mongodbUri'));
  await client.db(dbName).dropDatabase();
  await client.close();
});

describe('traces of an order', { timeout: 60_000 }, () => {
  it('go from the HTTP request through the route to the database insert, in one trace', async () => {
    const created = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(checkoutBody()),
    });
    expect(created.status).toBe(201);

    const insert = await receiver.spanWhere(
      (span) =>
        span.attributes['db.system.name'] === 'mongodb' &&
        span.attributes['db.collection.name'] === 'orders' &&
        span.attributes['db.operation.name'] === 'insert',
    );
    const chain = await parentChain(insert);
    const route = chain.find((span) => span.attributes['http.route'] === '/api/orders');
    expect(route, chain.map((span) => span.name).join(' < ')).toBeDefined();
    expect(chain.at(-1)).toMatchObject({ kind: SERVER_SPAN, parentSpanId: undefined });
    expect(chain.every((span) => span.traceId === insert.traceId)).toBe(true);

    const requestLine = logLines.find(
      (line) => line.trace_id === insert.traceId && /\/api\/orders/.test(JSON.stringify(line)),
    );
    expect(requestLine).toBeDefined();
  });
});

/** The span and its ancestors, nearest first, each waited for until it arrives. */
async function parentChain(span: ReceivedSpan): Promise<ReceivedSpan[]> {
  const chain = [span];
  for (let parent = span.parentSpanId; parent;) {
    const id = parent;
    const next = await receiver.spanWhere((candidate) => candidate.spanId === id);
    chain.push(next);
    parent = next.parentSpanId;
  }
  return chain;
}
