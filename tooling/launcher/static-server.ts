/**
 * Serves one built front-end folder, as a CDN would: the shell with history fallback for deep
 * links, each remote with CORS so the shell (another origin) can load its chunks.
 */
import { createServer, type Server } from 'node:http';
import sirv from 'sirv';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export function serveStatic(opts: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
}): Promise<StaticServer> {
  const handler = sirv(opts.dir, {
    single: opts.spa ?? false,
    dev: true, // re-read the folder on each request, so a redeployed remote is served at once
    etag: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Manifests and the config file name no hash: never cache them.
      if (pathname.endsWith('.json') || pathname.endsWith('.html')) {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  const server: Server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => {
      resolve({
        url: `http://localhost:${opts.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
