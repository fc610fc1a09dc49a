/**
 * One origin over `--https`: the site config names the remotes and the API on the page's own
 * origin, and the shell's server answers their paths (a remote's files, the API through the
 * forwarder), with a 404 for a remote file it does not have rather than the single page.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@minesite/shared/config';
import { freePort } from '@minesite/shared/testing/free-port';
import { h2Get } from '../web/web-server-harness';
import { forwardToService } from './https-proxy';
import { oneOriginConfig, oneOriginConfigHandler, remotePrefix } from './one-origin';
import { selfSignedCertificate } from './self-signed';
import { serveStatic, type StaticServer } from './static-server';

const SITE = { apiPort: 3001, remoteDirs: { 3002: 'mf-shop', 3005: 'mf-content' } };
const PORTS_CONFIG = {
  apiBaseUrl: '{protocol}//{hostname}:3001',
  remotes: {
    mf_shop: '{protocol}//{hostname}:3002/mf-manifest.json',
    mf_content: '{protocol}//{hostname}:3005/releases/7/mf-manifest.json',
    mf_orders: 'https://orders.cdn.example/mf-manifest.json',
  },
  navTabs: [
    {
      key: 'home',
      labels: { zh: '首页', en: 'Home', es: 'Inicio', ru: 'Главная' },
      icon: 'M0 0',
      to: '/',
    },
  ],
};

describe('the one-origin site config', () => {
  it('moves the API and each remote on a site port onto the page’s origin, and keeps the rest (the tabs too)', () => {
    const moved = oneOriginConfig(PORTS_CONFIG, SITE);
    expect(moved).toEqual({
      apiBaseUrl: '{origin}',
      remotes: {
        mf_shop: '{origin}/r/mf-shop/mf-manifest.json',
        mf_content: '{origin}/r/mf-content/releases/7/mf-manifest.json',
        mf_orders: 'https://orders.cdn.example/mf-manifest.json',
      },
      navTabs: PORTS_CONFIG.navTabs,
    });
    const page = { protocol: 'https:', hostname: 'shop.example', host: 'shop.example' };
    expect(parseRuntimeConfig(moved, page)).toEqual({
      apiBaseUrl: 'https://shop.example',
      remotes: {
        mf_shop: 'https://shop.example/r/mf-shop/mf-manifest.json',
        mf_content: 'https://shop.example/r/mf-content/releases/7/mf-manifest.json',
        mf_orders: 'https://orders.cdn.example/mf-manifest.json',
      },
      navTabs: PORTS_CONFIG.navTabs,
      vitalsSampleRate: 0,
    });
  });
});

describe('the shell’s origin over HTTPS', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'minesite-one-origin-'));
  const certificate = selfSignedCertificate(path.join(dir, 'tls'));
  const seen: IncomingHttpHeaders[] = [];
  let api: Server;
  let shell: StaticServer;
  let origin: string;

  beforeAll(async () => {
    for (const [folder, file, text] of [
      ['shell', 'index.html', '<!doctype html><title>shell</title>'],
      ['shell', 'site-config.json', JSON.stringify(PORTS_CONFIG)],
      ['mf-shop', 'remoteEntry.js', 'var mf_shop;'],
    ] as const) {
      mkdirSync(path.join(dir, folder), { recursive: true });
      writeFileSync(path.join(dir, folder, file), text);
    }
    api = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const forward = forwardToService((api.address() as AddressInfo).port, port);
    shell = await serveStatic({
      dir: path.join(dir, 'shell'),
      port,
      host: '127.0.0.1',
      spa: true,
      tls: { cert: certificate.cert, key: readFileSync(certificate.keyFile, 'utf8') },
      layers: [{ prefix: remotePrefix('mf-shop'), dir: path.join(dir, 'mf-shop') }],
      handlers: [
        {
          prefix: '/site-config.json',
          handle: oneOriginConfigHandler([path.join(dir, 'shell', 'site-config.json')], SITE),
        },
        { prefix: '/api/', handle: forward },
      ],
      filesOnlyUnder: ['/r/'],
    });
    origin = `https://127.0.0.1:${port}`;
    return async () => {
      forward.close();
      await shell.close();
      await new Promise<void>((resolve) => api.close(() => resolve()));
    };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a remote’s files under its prefix, over HTTP/2', async () => {
    const answer = await h2Get(`${origin}/r/mf-shop/remoteEntry.js`, certificate.cert);
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('var mf_shop;');
  });

  it('answers 404 for a remote file it does not have, not the single page', async () => {
    expect((await h2Get(`${origin}/r/mf-shop/missing.js`, certificate.cert)).status).toBe(404);
    expect((await h2Get(`${origin}/admin/contact`, certificate.cert)).status).toBe(200);
  });

  it('passes the API’s paths on to the service, saying the request came over HTTPS', async () => {
    const answer = await h2Get(`${origin}/api/health?x=1`, certificate.cert);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ path: '/api/health?x=1' });
    expect(seen.at(-1)).toMatchObject({ 'x-forwarded-proto': 'https' });
  });

  it('answers site-config.json with the remotes and the API on its own origin', async () => {
    const answer = await h2Get(`${origin}/site-config.json`, certificate.cert);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(answer.body)).toMatchObject({
      apiBaseUrl: '{origin}',
      remotes: { mf_shop: '{origin}/r/mf-shop/mf-manifest.json' },
    });
  });
});
