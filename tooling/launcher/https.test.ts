/**
 * `npm start -- --https`: the launcher's static servers and its proxy in front of the API speak
 * HTTPS with HTTP/2, with the self-signed certificate it makes once; the API behind the proxy
 * learns that the request came over HTTPS.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@minesite/shared/testing/free-port';
import { h2Get } from '../web/web-server-harness';
import { startHttpsProxy, type HttpsProxy } from './https-proxy';
import { selfSignedCertificate, type CertificateFiles } from './self-signed';
import { serveStatic, type StaticServer } from './static-server';

const dir = mkdtempSync(path.join(tmpdir(), 'minesite-https-'));
let certificate: CertificateFiles;
let tls: { cert: string; key: string };
const cleanups: (() => Promise<void>)[] = [];

beforeAll(() => {
  certificate = selfSignedCertificate(path.join(dir, 'tls'));
  tls = { cert: certificate.cert, key: readFileSync(certificate.keyFile, 'utf8') };
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('the self-signed certificate', () => {
  it('is made once and kept while valid', () => {
    const again = selfSignedCertificate(path.join(dir, 'tls'));
    expect(again.cert).toBe(certificate.cert);
  });
});

describe('the static server with a certificate', () => {
  let server: StaticServer;
  beforeAll(async () => {
    const site = path.join(dir, 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>shell</title>');
    server = await serveStatic({
      dir: site,
      port: await freePort(),
      host: '127.0.0.1',
      spa: true,
      tls,
      headers: () => ({ 'Strict-Transport-Security': 'max-age=31536000' }),
    });
    cleanups.push(() => server.close());
  });

  it('answers over HTTP/2 (ALPN h2), deep links included', async () => {
    const port = new URL(server.url).port;
    const answer = await h2Get(`https://127.0.0.1:${port}/admin/contact`, certificate.cert);

    expect(server.url).toMatch(/^https:/);
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('the proxy in front of the API', () => {
  let proxy: HttpsProxy;
  let port: number;
  const seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    const api: Server = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('Set-Cookie', 'minesite_admin_session=abc; path=/api; secure; httponly');
      res.setHeader('Content-Type', 'application/json');
      res.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          api.closeAllConnections();
          api.close(() => resolve());
        }),
    );
    port = await freePort();
    proxy = await startHttpsProxy({
      port,
      host: '127.0.0.1',
      targetPort: (api.address() as AddressInfo).port,
      tls,
    });
    cleanups.push(() => proxy.close());
  });

  it('speaks HTTP/2 and tells the API the request came over HTTPS, from whom', async () => {
    const answer = await h2Get(`https://127.0.0.1:${port}/api/health`, certificate.cert);

    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toEqual([
      'minesite_admin_session=abc; path=/api; secure; httponly',
    ]);
    expect(seen.at(-1)).toMatchObject({
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '127.0.0.1',
      host: `127.0.0.1:${port}`,
    });
  });
});
