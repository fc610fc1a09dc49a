// The production web configurations, run with Debian's nginx and Caddy (not only `nginx -t`):
// nginx's HTTPS with HTTP/2 on every port (ALPN h2, the certificate from its mounted secrets,
// plain HTTP redirected, the API's cookie Secure behind it); HSTS and the security headers on
// every answer, nginx's own 404 and 502 included; what the
// API's balancer passes on (its own request id, no client-written X-Forwarded-Host, the client
// address only a configured load balancer may report); /api/metrics blocked however it is
// written; the whole site on the shell's one origin (remotes and their releases under
// /r/<package>/, the API under /api/, as tooling/launcher/one-origin.ts serves it). Both
// binaries are required: a machine without them fails here (.ci/run installs
// them), no test is skipped.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@minesite/shared/testing/free-port';
import {
  get,
  h2Get,
  requireBinary,
  sitePortMap,
  startCaddy,
  startNginx,
  startStandInApi,
  writeSiteFiles,
  type RunningServer,
  type StandInApi,
} from './web-server-harness.js';

const HSTS = 'max-age=31536000';
/** The address the test's load balancer connects from; the visitor connects from 127.0.0.1. */
const BALANCER = '127.0.0.2';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempRoot(name: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), `minesite-${name}-`));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  await writeSiteFiles(root);
  return root;
}

/** Each header sent exactly once, with this value. */
function expectHeaders(headers: IncomingHttpHeaders, expected: Record<string, string | RegExp>) {
  for (const [name, value] of Object.entries(expected)) {
    const sent = headers[name.toLowerCase()];
    expect(sent, `${name} (once)`).toEqual(expect.any(String));
    if (typeof value === 'string') expect(sent, name).toBe(value);
    else expect(sent, name).toMatch(value);
  }
}

/** A remote's file on the one origin: the remote port's headers. */
const ONE_ORIGIN_FILE = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Access-Control-Allow-Origin': '*',
};

const API_HEADERS = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Request-Id': /^[0-9a-f]{32}$/,
};

/**
 * The remotes on the shell's origin, as nginx and Caddy both serve them on 3000: a remote's
 * files under /r/<package>/ with the cache rule of their name, its releases, and a 404 (never
 * the shell's page) for anything else under /r/. `on` is read when the tests run.
 */
function itServesTheRemotesOnTheShellsOrigin(
  on: () => { url: (pathname: string) => string; cert: string },
  moreMissing: string[] = [],
) {
  it('serves a remote’s files under /r/<package>/ over HTTP/2, cached by hashed name', async () => {
    const { url, cert } = on();
    const hashed = await h2Get(url('/r/mf-shop/shop.0123abcd.js'), cert);
    expect(hashed.alpn).toBe('h2');
    expect(hashed.status).toBe(200);
    expect(hashed.body).toBe('var shop_chunk;');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['strict-transport-security']).toBe(HSTS);

    const entry = await get(url('/r/mf-shop/remoteEntry.js'));
    expect(entry.body).toBe('var mf_shop;');
    expectHeaders(entry.headers, { ...ONE_ORIGIN_FILE, 'Cache-Control': 'no-cache' });
  });

  it('keeps a hashed picture of the shell (the error block’s) for a year, as an image', async () => {
    const { url, cert } = on();
    const picture = await h2Get(url('/empty.0123abcd.svg'), cert);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, never the shell’s page, for a missing file or a source map under /r/', async () => {
    const { url } = on();
    for (const pathname of [
      '/r/mf-shop/missing.js',
      '/r/mf-shop/remoteEntry.js.map',
      '/r/mf-content/releases/2.0.0/remoteEntry.js.map',
      '/r/not-a-remote/remoteEntry.js',
      ...moreMissing,
    ]) {
      const answer = await get(url(pathname));
      expect(answer.status, pathname).toBe(404);
      expect(answer.body, pathname).not.toContain('<title>shell</title>');
      expectHeaders(answer.headers, {
        'Strict-Transport-Security': HSTS,
        'X-Content-Type-Options': 'nosniff',
      });
    }
  });

  it('serves a remote’s release under /r/<package>/releases/<version>/, cached for good', async () => {
    const { url, cert } = on();
    const release = await h2Get(url('/r/mf-content/releases/2.0.0/remoteEntry.js'), cert);
    expect(release.status).toBe(200);
    expect(release.body).toBe('var mf_content_release;');
    expect(release.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(release.headers['strict-transport-security']).toBe(HSTS);
  });
}

describe('nginx (docker-compose.yml’s web: tooling/web/nginx.conf, tooling/deploy/nginx-api.conf)', () => {
  let api: StandInApi;
  let site: Map<number, number>;
  let siteRoot: string;
  let downSite: Map<number, number>;
  /** The certificate nginx serves (self-signed, made by the harness). */
  let cert: string;
  const url = (ports: Map<number, number>, port: number, pathname: string) =>
    `https://127.0.0.1:${ports.get(port)}${pathname}`;

  beforeAll(async () => {
    requireBinary('nginx');
    api = await startStandInApi();
    cleanups.push(() => api.close());
    site = await sitePortMap();
    siteRoot = await tempRoot('nginx');
    const running: RunningServer & { cert: string } = await startNginx({
      root: siteRoot,
      ports: site,
      apiPort: api.port,
      extraLoadBalancer: `set_real_ip_from ${BALANCER};`,
    });
    cert = running.cert;
    cleanups.push(() => running.stop());
    // A second one whose API replicas are all down: its own 502.
    downSite = await sitePortMap();
    const down = await startNginx({
      root: await tempRoot('nginx-down'),
      ports: downSite,
      apiPort: await freePort(),
    });
    cleanups.push(() => down.stop());
  });

  describe('HTTPS and HTTP/2', () => {
    it('speaks HTTP/2 (ALPN h2) with the configured certificate on every port, with HSTS', async () => {
      for (const [port, pathname] of [
        [3000, '/'],
        [3001, '/api/health'],
        [3002, '/remoteEntry.js'],
        [3006, '/missing.js'],
      ] as const) {
        // Trusting only the test's certificate: the handshake fails on any other.
        const answer = await h2Get(url(site, port, pathname), cert);
        expect(answer.alpn, `${port}`).toBe('h2');
        expect(answer.headers['strict-transport-security'], `${port}`).toBe(HSTS);
      }
    });

    it('redirects plain HTTP to the same address over HTTPS', async () => {
      for (const port of [3000, 3001, 3004]) {
        const plain = `http://127.0.0.1:${site.get(port)}/shop?tab=1`;
        const answer = await get(plain);
        expect(answer.status, `${port}`).toBe(301);
        expect(answer.headers.location).toBe(`https://127.0.0.1:${site.get(port)}/shop?tab=1`);
      }
    });

    it('tells the API the request came over HTTPS, so its session cookie is Secure', async () => {
      const answer = await get(url(site, 3001, '/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"admin","password":"x"}',
      });

      expect(answer.status).toBe(200);
      const seen = api.seen.find((request) => request.url === '/api/auth/login')!;
      expect(seen.headers['x-forwarded-proto']).toBe('https');
      const cookie = answer.headers['set-cookie']?.find((c) =>
        c.startsWith('minesite_admin_session='),
      );
      expect(cookie).toMatch(/; secure/i);
      expect(cookie).toMatch(/; httponly/i);
    });
  });

  it('logs no order id in full: an order page’s, an order call’s or a search’s', async () => {
    const orderId = `ORD1700000000000ab${'c'.repeat(18)}`;
    await get(url(site, 3001, `/api/orders/${orderId}/payment`));
    await get(url(site, 3001, `/api/orders?page=1&q=${orderId}`));
    await get(url(site, 3000, `/api/orders/${orderId}/payment?on=one-origin`));
    await get(url(site, 3000, `/order-detail?orderId=${orderId}`), {
      headers: { Referer: `http://127.0.0.1/order-detail?orderId=${orderId}` },
    });

    const log = await readFile(path.join(siteRoot, 'access.log'), 'utf8');
    expect(log).toContain('/api/orders/ORD1700000000000ab.../payment');
    expect(log).toContain('/api/orders/ORD1700000000000ab.../payment?on=one-origin');
    expect(log).toContain('q=ORD1700000000000ab...');
    expect(log).toContain('/order-detail?orderId=ORD1700000000000ab...');
    expect(log).not.toContain(orderId);
  });

  describe('the API’s balancer', () => {
    it('puts HSTS and the API’s headers once on a proxied answer', async () => {
      const answer = await get(url(site, 3001, '/api/health'));

      expect(answer.status).toBe(200);
      expectHeaders(answer.headers, API_HEADERS);
    });

    it('puts them on its own 404 and 502 too', async () => {
      const notFound = await get(url(site, 3001, '/not-the-api'));
      expect(notFound.status).toBe(404);
      expectHeaders(notFound.headers, API_HEADERS);

      const badGateway = await get(url(downSite, 3001, '/api/health'));
      expect(badGateway.status).toBe(502);
      expectHeaders(badGateway.headers, API_HEADERS);
    });

    it('sends its own request id, never the client’s, and no client-written X-Forwarded-Host', async () => {
      const answer = await get(url(site, 3001, '/api/products?from=test'), {
        headers: {
          'X-Request-Id': 'chosen-by-the-client',
          'X-Forwarded-Host': 'evil.example',
          Forwarded: 'host=evil.example;for=198.51.100.1',
          'X-Forwarded-For': '198.51.100.1',
        },
      });

      expect(answer.status).toBe(200);
      const seen = api.seen.find((request) => request.url === '/api/products?from=test')!;
      expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.headers['x-request-id']).toBe(seen.headers['x-request-id']);
      expect(seen.headers['x-forwarded-host']).toBeUndefined();
      expect(seen.headers.forwarded).toBeUndefined();
      // Not a balancer: what the visitor writes in X-Forwarded-For is ignored.
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers['x-forwarded-proto']).toBe('https');
    });

    it('takes the client address from the configured load balancer only (real_ip)', async () => {
      await get(url(site, 3001, '/api/products?via=balancer'), {
        localAddress: BALANCER,
        // The visitor wrote the first entry; the balancer appended the address it saw.
        headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' },
      });
      const seen = api.seen.find((request) => request.url === '/api/products?via=balancer')!;
      expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9');
    });

    it('blocks /api/metrics in any case, with a trailing slash or a disguised path', async () => {
      const before = api.seen.length;
      for (const pathname of [
        '/api/metrics',
        '/API/Metrics',
        '/api/metrics/',
        '/Api/METRICS/',
        '/api/metrics?format=text',
        '/api//metrics',
        '/api/%6detrics',
      ]) {
        const answer = await get(url(site, 3001, pathname));
        expect(answer.status, pathname).toBe(404);
        expectHeaders(answer.headers, API_HEADERS);
      }
      expect(api.seen.slice(before).map((request) => request.url)).toEqual([]);
      // Only those: a path that merely starts alike reaches the API.
      expect((await get(url(site, 3001, '/api/metrics-like'))).status).toBe(200);
    });
  });

  describe('the front ends', () => {
    const page = {
      'Strict-Transport-Security': HSTS,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': /^default-src 'self'; script-src 'self' https:\/\/127\.0\.0\.1:/,
    };
    const file = { 'Strict-Transport-Security': HSTS, 'X-Content-Type-Options': 'nosniff' };

    it('puts HSTS and the page headers on the shell’s pages, deep links included', async () => {
      for (const pathname of ['/', '/admin/contact']) {
        const answer = await get(url(site, 3000, pathname));
        expect(answer.status, pathname).toBe(200);
        expect(answer.body).toContain('<title>shell</title>');
        expectHeaders(answer.headers, page);
      }
      const script = await get(url(site, 3000, '/main.0123abcd.js'));
      expectHeaders(script.headers, {
        ...file,
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      expect(script.headers['content-security-policy']).toBeUndefined();
    });

    it('keeps them where a location adds headers of its own (site-config.json, releases)', async () => {
      const config = await get(url(site, 3000, '/site-config.json'));
      expect(config.status).toBe(200);
      expectHeaders(config.headers, { ...file, 'Cache-Control': 'no-cache' });

      const release = await get(url(site, 3002, '/releases/1.0.0/remoteEntry.js'));
      expect(release.status).toBe(200);
      expectHeaders(release.headers, {
        ...file,
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    });

    it('puts them on its own 404s (a missing file, a source map)', async () => {
      for (const [port, pathname] of [
        [3002, '/missing.js'],
        [3002, '/remoteEntry.js.map'],
        [3000, '/main.0123abcd.js.map'],
        [3002, '/releases/1.0.0/missing.js'],
      ] as const) {
        const answer = await get(url(site, port, pathname));
        expect(answer.status, pathname).toBe(404);
        expectHeaders(answer.headers, file);
      }
    });
  });

  describe('the whole site on the shell’s origin (3000)', () => {
    itServesTheRemotesOnTheShellsOrigin(
      () => ({ url: (pathname) => url(site, 3000, pathname), cert }),
      ['/r/mf-shop'],
    );

    it('passes /api/ to the API as its own port does, saying HTTPS, with the API’s headers', async () => {
      const answer = await h2Get(url(site, 3000, '/api/health?via=one-origin'), cert);
      expect(answer.alpn).toBe('h2');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
      const seen = api.seen.find((request) => request.url === '/api/health?via=one-origin')!;
      expect(seen.headers['x-forwarded-proto']).toBe('https');
      expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

      expectHeaders((await get(url(site, 3000, '/api/health'))).headers, API_HEADERS);
      const before = api.seen.length;
      for (const pathname of ['/api/metrics', '/api/metrics/', '/api//metrics']) {
        expect((await get(url(site, 3000, pathname))).status, pathname).toBe(404);
      }
      expect(api.seen.length).toBe(before);
    });
  });
});

describe('Caddy (tooling/web/Caddyfile)', () => {
  let site: Map<number, number>;
  let cert: string;
  let api: StandInApi;
  const url = (port: number, pathname: string) => `https://127.0.0.1:${site.get(port)}${pathname}`;

  beforeAll(async () => {
    requireBinary('caddy');
    api = await startStandInApi();
    cleanups.push(() => api.close());
    site = await sitePortMap();
    const running = await startCaddy({
      root: await tempRoot('caddy'),
      ports: site,
      apiPort: api.port,
    });
    cert = running.cert;
    cleanups.push(() => running.stop());
  });

  it('speaks HTTP/2 (ALPN h2) with the configured certificate, with HSTS', async () => {
    for (const port of [3000, 3002]) {
      const answer = await h2Get(url(port, '/'), cert);
      expect(answer.alpn, `${port}`).toBe('h2');
      expect(answer.headers['strict-transport-security']).toBe(HSTS);
    }
  });

  it('puts HSTS and the page headers on the shell’s pages', async () => {
    for (const pathname of ['/', '/admin/contact']) {
      const answer = await get(url(3000, pathname));
      expect(answer.status, pathname).toBe(200);
      expectHeaders(answer.headers, {
        'Strict-Transport-Security': HSTS,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Content-Security-Policy':
          /^default-src 'self'; script-src 'self' https:\/\/localhost:\d+ /,
      });
    }
  });

  it('puts HSTS and nosniff on its files and its own 404s', async () => {
    for (const [port, pathname, status] of [
      [3002, '/remoteEntry.js', 200],
      [3002, '/missing.js', 404],
      [3002, '/remoteEntry.js.map', 404],
      [3000, '/main.0123abcd.js.map', 404],
    ] as const) {
      const answer = await get(url(port, pathname));
      expect(answer.status, pathname).toBe(status);
      expectHeaders(answer.headers, {
        'Strict-Transport-Security': HSTS,
        'X-Content-Type-Options': 'nosniff',
      });
    }
  });
  describe('the whole site on the shell’s origin (3000)', () => {
    itServesTheRemotesOnTheShellsOrigin(() => ({ url: (pathname) => url(3000, pathname), cert }));

    it('passes /api/ to the API, saying HTTPS, with the API’s headers once; never the metrics', async () => {
      const answer = await get(url(3000, '/api/health?via=caddy'), {
        headers: {
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-For': '198.51.100.1',
          'X-Request-Id': 'chosen-by-the-client',
        },
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
      expectHeaders(answer.headers, { ...API_HEADERS, 'X-Request-Id': /^[0-9a-f-]{36}$/ });
      const seen = api.seen.find((request) => request.url === '/api/health?via=caddy')!;
      expect(seen.headers['x-forwarded-proto']).toBe('https');
      expect(seen.headers['x-forwarded-host']).toBeUndefined();
      // The visitor's own X-Forwarded-For is not believed: the API counts the real address.
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers['x-request-id']).toBe(answer.headers['x-request-id']);

      const before = api.seen.length;
      for (const pathname of ['/api/metrics', '/API/Metrics/', '/api//metrics']) {
        expect((await get(url(3000, pathname))).status, pathname).toBe(404);
      }
      expect(api.seen.length).toBe(before);
    });
  });
});
