// The plumbing both fakes share: a node:http server on a local port that answers each request
// with what a handler returns, and reads JSON bodies for the control calls.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubReply {
  status: number;
  /** Sent as JSON unless it is a string (Esplora answers some calls in plain text). */
  body: unknown;
}

export type StubHandler = (
  method: string,
  path: string,
  body: unknown,
) => StubReply | Promise<StubReply>;

export interface RunningStub {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on `port` (0: any free one) on the loopback address. */
export async function startStub(port: number, handler: StubHandler): Promise<RunningStub> {
  const server = createServer((req, res) => {
    void (async () => {
      let reply: StubReply;
      try {
        const path = new URL(req.url ?? '/', 'http://stub').pathname;
        reply = await handler(req.method ?? 'GET', path, await readJson(req));
      } catch (error) {
        reply = { status: 400, body: { error: error instanceof Error ? error.message : 'bad' } };
      }
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        'cache-control': 'no-store',
      });
      res.end(text);
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}
