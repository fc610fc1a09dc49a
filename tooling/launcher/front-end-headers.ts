/**
 * The security headers of the front ends: every file gets no content sniffing; a page (the
 * HTML document) also no referrer beyond the origin, no framing, and a Content Security Policy
 * that lets it load code, styles and data only from its own origin, the remotes the shell's
 * `site-config.json` names and the API (so Module Federation keeps working and nothing else
 * runs). These govern the document they come with (the requests of its scripts follow its
 * referrer policy), so scripts, styles and manifests go without their 900 bytes: a first visit
 * fetches 10 to 20 of them over HTTP/1.1. The config's `{protocol}` and
 * `{hostname}` are filled in from the request, as the shell fills them from the page's address.
 * Over HTTPS (or behind a trusted proxy that says so: TRUST_PROXY=true) HSTS is added.
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface SiteConfig {
  apiBaseUrl: string;
  remotes: Record<string, string>;
}

export interface PageAddress {
  /** With the colon, as `location.protocol`: `http:` or `https:`. */
  protocol: string;
  hostname: string;
}

const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** The origins of the API and of every remote, for a page served at `page`. */
export function siteOrigins(config: SiteConfig, page: PageAddress) {
  const origin = (template: string) =>
    new URL(
      template.replaceAll('{protocol}', page.protocol).replaceAll('{hostname}', page.hostname),
    ).origin;
  return {
    api: origin(config.apiBaseUrl),
    remotes: [...new Set(Object.values(config.remotes).map(origin))],
  };
}

export function contentSecurityPolicy(config: SiteConfig, page: PageAddress): string {
  const { api, remotes } = siteOrigins(config, page);
  const code = ["'self'", ...remotes].join(' ');
  const data = [...new Set(["'self'", api, ...remotes])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    // antd-mobile and the remotes' CSS set inline styles.
    `style-src ${code} 'unsafe-inline'`,
    `img-src ${data} data: blob:`,
    `font-src ${code} data:`,
    `connect-src ${data}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page's scheme and host name as the browser saw them. */
export function pageAddress(req: IncomingMessage, trustProxy: boolean): PageAddress {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0] : '';
  const secure = (req.socket as TLSSocket).encrypted === true || forwarded?.trim() === 'https';
  const host = String(req.headers.host ?? 'localhost');
  // `[::1]:3000` → `[::1]`; `shop.example:3000` → `shop.example`. Anything odd → localhost.
  const hostname = /^(\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9.-]+)(:\d+)?$/.exec(host)?.[1] ?? 'localhost';
  return { protocol: secure ? 'https:' : 'http:', hostname };
}

/**
 * Headers for each request, reading the shell's `site-config.json` again whenever it changes
 * (a deployed shell's config is edited in place).
 */
export function frontEndHeaders(opts: {
  siteConfigFile: string;
  trustProxy?: boolean;
  /** The config as the shell serves it, when it does not serve the file as it is. */
  served?: (config: SiteConfig) => SiteConfig;
}): (req: IncomingMessage, document: boolean) => Record<string, string> {
  const trustProxy = opts.trustProxy ?? process.env.TRUST_PROXY === 'true';
  let cached: { mtimeMs: number; config: SiteConfig } | undefined;
  const siteConfig = (): SiteConfig => {
    const { mtimeMs } = statSync(opts.siteConfigFile);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = {
        mtimeMs,
        config: (opts.served ?? ((config) => config))(
          JSON.parse(readFileSync(opts.siteConfigFile, 'utf8')) as SiteConfig,
        ),
      };
    }
    return cached.config;
  };
  return (req, document) => {
    const page = pageAddress(req, trustProxy);
    const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
    if (document) {
      headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
      headers['X-Frame-Options'] = 'DENY';
      headers['Content-Security-Policy'] = contentSecurityPolicy(siteConfig(), page);
    }
    if (page.protocol === 'https:') {
      headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}`;
    }
    return headers;
  };
}
