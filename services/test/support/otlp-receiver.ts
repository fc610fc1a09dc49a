// A local OTLP/HTTP receiver: takes the JSON trace exports a service sends to /v1/traces and
// keeps their spans, as a collector would.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface ExportedSpan extends Omit<ReceivedSpan, 'attributes' | 'parentSpanId'> {
  parentSpanId?: string | null;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

interface TraceExport {
  resourceSpans?: { scopeSpans?: { spans?: ExportedSpan[] }[] }[];
}

export interface OtlpReceiver {
  endpoint: string;
  spans: ReceivedSpan[];
  /** Resolves with the first span received (already or later) that matches. */
  spanWhere(matches: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TraceExport;
        for (const resource of body.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) spans.push(decodeSpan(span));
          }
        }
        for (const check of waiting) check();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    spanWhere: (matches) =>
      new Promise((resolve) => {
        const check = () => {
          const found = spans.find(matches);
          if (!found) return;
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function decodeSpan({ attributes = [], parentSpanId, ...span }: ExportedSpan): ReceivedSpan {
  const values = attributes.map(({ key, value }) => [key, Object.values(value)[0]] as const);
  // A root span's parent is absent, null or empty depending on the exporter.
  return {
    ...span,
    parentSpanId: parentSpanId || undefined,
    attributes: Object.fromEntries(values),
  };
}
