/**
 * One origin for the whole site, as the production web servers serve it over HTTPS
 * (tooling/web/nginx.conf, Caddyfile) and `npm start -- --https` does: the shell at `/`, each
 * remote's folder under `/r/<package>/` and the API under `/api/`. A phone then loads a page
 * over one warm HTTP/2 connection instead of opening one (with its TLS handshake) per remote
 * and the API. The remotes stay separate deployments: each is a folder (or a server) of its
 * own behind its prefix, found at run time through site-config.json.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ON_A_PORT, servedSiteConfig } from './served-site-config.js';

/** Where a remote's files are on the one origin: `/r/mf-shop/`. */
export function remotePrefix(packageDir: string): string {
  return `/r/${packageDir}/`;
}

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
 * one of `npm run release`, then the shell's own), moved onto the origin (after `before`).
 */
export function oneOriginConfigHandler(
  files: string[],
  site: Parameters<typeof oneOriginConfig>[1],
  before: (
    config: Parameters<typeof oneOriginConfig>[0],
  ) => Parameters<typeof oneOriginConfig>[0] = (config) => config,
): (req: IncomingMessage, res: ServerResponse) => void {
  return servedSiteConfig(files, (config) => oneOriginConfig(before(config), site));
}
