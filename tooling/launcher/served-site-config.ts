/**
 * The shell's site-config.json as the launcher serves it when the site is not laid out as the
 * file says: read on each request (as the static file would be, `no-cache`) from the first of
 * its files that exists, and rewritten. Its addresses name the site's usual ports
 * (`{protocol}//{hostname}:3002/…`); a site on other ports (`npm test`'s, SITE_PORT_BASE)
 * answers them moved there.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SiteConfigFile {
  apiBaseUrl?: unknown;
  remotes?: Record<string, unknown>;
}

/** `{protocol}//{hostname}:3002/releases/…` names a port of the site on the page's host. */
export const ON_A_PORT = /^\{protocol\}\/\/\{hostname\}:(\d+)(\/.*)?$/;

/** The config with every address on a moved port (`moves`: usual port → used one) moved. */
export function movePorts<T extends SiteConfigFile>(config: T, moves: Record<number, number>): T {
  const moved = (value: unknown): unknown => {
    const match = typeof value === 'string' ? ON_A_PORT.exec(value) : null;
    const port = match ? moves[Number(match[1])] : undefined;
    return port === undefined ? value : `{protocol}//{hostname}:${port}${match?.[2] ?? ''}`;
  };
  return {
    ...config,
    ...(config.apiBaseUrl === undefined ? {} : { apiBaseUrl: moved(config.apiBaseUrl) }),
    ...(config.remotes && {
      remotes: Object.fromEntries(
        Object.entries(config.remotes).map(([name, url]) => [name, moved(url)]),
      ),
    }),
  };
}

/** Answers `site-config.json`: the first of `files` that exists (the published one of `npm run release`, then the shell's own), transformed. */
export function servedSiteConfig(
  files: string[],
  transform: (config: SiteConfigFile) => unknown,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (_req, res) => {
    const file = files.find((candidate) => existsSync(candidate));
    const config = (file ? JSON.parse(readFileSync(file, 'utf8')) : {}) as SiteConfigFile;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(transform(config)));
  };
}
