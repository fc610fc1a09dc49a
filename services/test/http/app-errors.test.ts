import { once } from 'node:events';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logAppError } from '../../src/http/app-errors.js';
import { createLogger } from '../../src/logger.js';

interface LogLine {
  level: number;
  msg: string;
  code?: string;
}

/** A Koa app with the service's error listener, whose log lines are collected. */
function appWithLog(body: () => Readable | string) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const app = new Koa();
  app.on('error', logAppError(createLogger('info', sink)));
  app.use((ctx) => {
    ctx.type = 'image/webp';
    ctx.body = body();
  });
  return { app, lines };
}

/** A picture that streams a chunk every few milliseconds until the client goes. */
function endlessPicture() {
  return new Readable({
    read() {
      setTimeout(() => this.push(Buffer.alloc(1024)), 5);
    },
  });
}

let server: Server | undefined;
afterEach(() => server?.close());

async function listen(app: Koa) {
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

describe("Koa's error listener", () => {
  it('logs a visitor leaving while a picture streams as information, not as an error', async () => {
    const { app, lines } = appWithLog(endlessPicture);
    const port = await listen(app);

    const req = request({ port, path: '/picture.webp' });
    req.on('error', () => undefined);
    const [res] = (await once(req.end(), 'response')) as [NodeJS.ReadableStream];
    await once(res, 'data');
    req.destroy();

    await vi.waitFor(() => expect(lines).not.toHaveLength(0), 5000);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'client closed the connection' }),
    ]);
  });

  it('still logs any other failure outside the error handler as an error', () => {
    const { app, lines } = appWithLog(() => 'unused');
    app.emit('error', new TypeError('a bug'));

    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'unhandled app error' })]);
  });
});
