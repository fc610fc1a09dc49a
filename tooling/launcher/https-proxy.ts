/**
 * `npm start -- --https`: the API behind a TLS-terminating proxy, as in production
 * (tooling/deploy/nginx-api.conf): HTTPS with HTTP/2 on the API's port, plain HTTP/1.1 to the
 * service on a port of its own, with X-Forwarded-Proto: https and the client's address in
 * X-Forwarded-For (replaced, not appended), so the service (TRUST_PROXY=true, one hop) sees
 * HTTPS: its session cookie is Secure and it sends HSTS.
 */
import {
  Agent,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { listenClosable } from './listen-closable.js';

/** Headers that belong to one hop (and that HTTP/2 forbids), never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);

function passOn(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  }
  return out;
}

export interface HttpsProxy {
  close(): Promise<void>;
}

/** A request handler that passes each request on to the service on 127.0.0.1:`targetPort`. */
export interface ServiceForwarder {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Ends the kept-alive connections to the service. */
  close(): void;
}

/**
 * Passes requests on to the service over plain HTTP/1.1, as the production proxy does: the
 * original host, X-Forwarded-Proto https and the client's address (replaced, not appended).
 * The launcher's proxy on the API's port uses it, and the shell's origin for `/api/` over
 * `--https` (one origin for the whole site, as tooling/web/nginx.conf serves it).
 */
export function forwardToService(targetPort: number, ownPort: number): ServiceForwarder {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...passOn(req.headers),
          host: String(req.headers[':authority'] ?? req.headers.host ?? `localhost:${ownPort}`),
          'x-forwarded-proto': 'https',
          'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('the service is not answering');
    });
    req.pipe(upstream);
  };
  return Object.assign(forward, { close: () => agent.destroy() });
}

export function startHttpsProxy(opts: {
  port: number;
  host?: string;
  /** The service's own HTTP port on 127.0.0.1. */
  targetPort: number;
  tls: { cert: string | Buffer; key: string | Buffer };
}): Promise<HttpsProxy> {
  const forward = forwardToService(opts.targetPort, opts.port);
  const server = createSecureServer(
    { ...opts.tls, allowHTTP1: true },
    // The compatibility API has the members the forwarder uses.
    (req: Http2ServerRequest, res: Http2ServerResponse) =>
      forward(req as unknown as IncomingMessage, res as unknown as ServerResponse),
  );
  return listenClosable(server, opts.port, opts.host, () => forward.close()).then((close) => ({
    close,
  }));
}
