/**
 * The launcher's static server sends what a CDN would: the build's brotli or gzip copy by
 * Accept-Encoding (with Vary), hashed files cached for a year, everything else revalidated,
 * and never a source map.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@minesite/shared/testing/free-port';
import { compressText } from '../web/precompress-plugin';
import { serveStatic, type StaticServer } from './static-server';

const SCRIPT = Buffer.from(
  `console.log(${JSON.stringify('a phone pays for every byte. '.repeat(200))});`,
);

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, pathname: string, acceptEncoding?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  let dir: string;
  let server: StaticServer;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'minesite-static-'));
    const copies = await compressText(SCRIPT);
    if (!copies) throw new Error('the test script is too small to compress');
    writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), SCRIPT);
    writeFileSync(path.join(dir, 'main.1a2b3c4d.js.br'), copies.br);
    writeFileSync(path.join(dir, 'main.1a2b3c4d.js.gz'), copies.gz);
    writeFileSync(path.join(dir, 'main.1a2b3c4d.js.map'), '{"version":3}');
    writeFileSync(
      path.join(dir, 'empty.5e6f7a8b.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var remote = 1;');
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(dir, 'site-config.json'), '{}');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>site</title>');
    port = await freePort();
    server = await serveStatic({ dir, port, host: '127.0.0.1', spa: true });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const reply = await get(port, '/main.1a2b3c4d.js', 'gzip, deflate, br');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    expect(reply.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(reply.body).equals(SCRIPT)).toBe(true);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const reply = await get(port, '/main.1a2b3c4d.js', 'gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).equals(SCRIPT)).toBe(true);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const reply = await get(port, '/main.1a2b3c4d.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(SCRIPT)).toBe(true);
  });

  it.each(['/main.1a2b3c4d.js', '/empty.5e6f7a8b.svg'])(
    'lets browsers keep the hashed file %s for a year',
    async (pathname) => {
      const reply = await get(port, pathname, 'br');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['/', '/shop', '/remoteEntry.js', '/mf-manifest.json', '/site-config.json'])(
    'has %s revalidated on every use',
    async (pathname) => {
      const reply = await get(port, pathname, 'br');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/main.1a2b3c4d.js.map', '/main.1a2b3c4d.js.map?x=1'])(
    'never sends a source map (%s)',
    async (pathname) => {
      const reply = await get(port, pathname, 'br');
      expect(reply.status).toBe(404);
    },
  );
});
