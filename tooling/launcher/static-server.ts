/**
 * Serves one built front-end folder, as a CDN would: the shell with history fallback for deep
 * links, each remote with CORS so the shell (another origin) can load its chunks. The build's
 * brotli and gzip copies are sent by Accept-Encoding; the caching rules are `cacheControlFor`
 * (the same as tooling/web/Caddyfile, the production server); source maps are never sent.
 * With `tls`, it speaks HTTPS with HTTP/2 (HTTP/1.1 for clients without ALPN h2), as the
 * production web server does (tooling/web/nginx.conf).
 */
import path from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Server as NetServer } from 'node:net';
import sirv from 'sirv';
import { listenClosable } from './listen-closable.js';

/** A file whose name carries its content hash (`[name].[contenthash:8].js`) never changes. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css|svg)$/;

/** For a file that never changes: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** For a file a deploy or release replaces: revalidated on every use. */
export const REVALIDATED_CACHE = 'no-cache';

/**
 * Hashed files are cached for a year; everything else (the HTML, remoteEntry.js, the
 * manifests, site-config.json) is revalidated on every use, so a redeploy shows at once.
 */
export function cacheControlFor(pathname: string): string {
  return HASHED_FILE.test(pathname) ? IMMUTABLE_CACHE : REVALIDATED_CACHE;
}

/** Source maps stay with the team (rspack.federation.ts writes them outside dist/ anyway). */
function isSourceMap(url: string): boolean {
  return /\.map(?:\.br|\.gz)?$/i.test(url.split(/[?#]/)[0] ?? '');
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function setAll(res: ServerResponse, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

export function serveStatic(opts: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  /**
   * Headers for every reply, 404s included (front-end-headers.ts: nosniff, CSP …); `document`
   * when the reply is an HTML page.
   */
  headers?: (req: IncomingMessage, document: boolean) => Record<string, string>;
  /**
   * Folders tried before `dir` for the paths under their prefix; a file missing there falls
   * through. Releases of a remote (`/releases/` → its release folders) and the published
   * `site-config.json` (tooling/release).
   */
  layers?: { prefix: string; dir: string }[];
  /**
   * Paths answered by a handler instead of a folder, tried first (the shell's origin over
   * `--https`: the API under `/api/` and its one-origin `site-config.json`).
   */
  handlers?: { prefix: string; handle: (req: IncomingMessage, res: ServerResponse) => void }[];
  /** Paths under these prefixes that no layer has are 404s, not the single page (`spa`). */
  filesOnlyUnder?: string[];
  /** Certificate and key (PEM): HTTPS with HTTP/2. */
  tls?: { cert: string | Buffer; key: string | Buffer };
}): Promise<StaticServer> {
  const serveDir = (dir: string, single: boolean) =>
    sirv(dir, {
      single,
      dev: true, // re-read the folder on each request, so a redeployed remote is served at once
      etag: true,
      brotli: true,
      gzip: true,
      setHeaders: (res, pathname) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cache-Control', cacheControlFor(pathname));
        // sirv passes the address asked for: a page is `/`, a route or `*.html`.
        const extension = path.extname(pathname);
        if (!extension || extension === '.html') setAll(res, opts.headers?.(res.req, true));
      },
    });
  const serveRoot = serveDir(opts.dir, opts.spa ?? false);
  const layers = (opts.layers ?? []).map((layer) => ({
    prefix: layer.prefix,
    serve: serveDir(layer.dir, false),
  }));
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    setAll(res, opts.headers?.(req, false));
    if (isSourceMap(req.url ?? '')) {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    const handler = opts.handlers?.find((entry) => (req.url ?? '/').startsWith(entry.prefix));
    if (handler) return handler.handle(req, res);
    const serveFrom = (index: number) => {
      const layer = layers[index];
      if (!layer) {
        if (opts.filesOnlyUnder?.some((prefix) => (req.url ?? '/').startsWith(prefix))) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        return serveRoot(req, res, () => {
          res.statusCode = 404;
          res.end('Not found');
        });
      }
      const url = req.url ?? '/';
      if (!url.startsWith(layer.prefix)) return serveFrom(index + 1);
      req.url = `/${url.slice(layer.prefix.length)}`;
      layer.serve(req, res, () => {
        req.url = url;
        serveFrom(index + 1);
      });
    };
    serveFrom(0);
  };
  const server: NetServer = opts.tls
    ? createSecureServer(
        { ...opts.tls, allowHTTP1: true },
        (req: Http2ServerRequest, res: Http2ServerResponse) => {
          // HTTP/2 names the host in `:authority`; the headers (the page's policy) read `host`.
          req.headers.host ??= req.headers[':authority'];
          // The compatibility API has the members sirv and the headers use.
          handle(req as unknown as IncomingMessage, res as unknown as ServerResponse);
        },
      )
    : createServer(handle);
  return listenClosable(server, opts.port, opts.host).then((close) => ({
    url: `${opts.tls ? 'https' : 'http'}://localhost:${opts.port}`,
    close,
  }));
}
