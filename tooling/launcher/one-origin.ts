/**
 * One origin for the whole site, as the production web servers serve it over HTTPS
 * (tooling/web/nginx.conf, Caddyfile) and `npm start -- --https` does: the shell at `/`, each
 * remote's folder under `/r/<package>/` and the API under `/api/`. A phone then loads a page
 * over one warm HTTP/2 connection instead of opening one (with its TLS handshake) per remote
 * and the API. The remotes stay separate deployments: each is a folder (or a server) of its
 * own behind its prefix, found at run time through site-config.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where a remote's files are on the one origin: `/r/mf-shop/`. */
export function remotePrefix(packageDir: string): string {
  return `/r/${packageDir}/`;
}

/** `{protocol}//{hostname}:3002/releases/…` names a port of the site on the page's host. */
const ON_A_PORT = /^\{protocol\}\/\/\{hostname\}:(\d+)(\/.*)?$/;

/**
 * The site config for one origin: every address on one of the site's ports becomes a path on
 * the page's own origin (`{origin}`): the API's port is the origin itself, a remote's port its
 * prefix. Other addresses (a remote hosted elsewhere) are kept.
 */
export function oneOriginConfig(
  config: { apiBaseUrl?: unknown; remotes?: Record<string, unknown> },
  site: { apiPort: number; remoteDirs: Record<number, string> },
): { apiBaseUrl?: unknown; remotes: Record<string, unknown> } {
  const moved = (value: unknown): unknown => {
    const match = typeof value === 'string' ? ON_A_PORT.exec(value) : null;
    if (!match) return value;
    const port = Number(match[1]);
    const rest = match[2] ?? '';
    if (port === site.apiPort) return `{origin}${rest}`;
    const dir = site.remoteDirs[port];
    return dir ? `{origin}${remotePrefix(dir).slice(0, -1)}${rest}` : value;
  };
  return {
    ...config,
    apiBaseUrl: moved(config.apiBaseUrl ?? '{protocol}//{hostname}:3001'),
    remotes: Object.fromEntries(
      Object.entries(config.remotes ?? {}).map(([name, url]) => [name, moved(url)]),
    ),
  };
}

/**
 * Answers `site-config.json` for one origin: the first of `files` that exists (the published
 * one of `npm run release`, then the shell's own), moved onto the origin; read on each request,
 * as the static file would be (`no-cache`).
 */
export function oneOriginConfigHandler(
  files: string[],
  site: Parameters<typeof oneOriginConfig>[1],
): (req: IncomingMessage, res: ServerResponse) => void {
  return (_req, res) => {
    const file = files.find((candidate) => existsSync(candidate));
    const config = file ? JSON.parse(readFileSync(file, 'utf8')) : {};
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(oneOriginConfig(config, site)));
  };
}
