// The front ends' security headers, read off a real static server serving a built-looking
// folder: every file (and a 404) carries nosniff, each page also a referrer policy, frame
// protection and a CSP that allows exactly the remotes and the API the shell's
// site-config.json names, for the host the page was opened at.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@minesite/shared/testing/free-port';
import { frontEndHeaders } from './front-end-headers.js';
import { serveStatic, type StaticServer } from './static-server.js';

const siteConfig = {
  apiBaseUrl: '{protocol}//{hostname}:3001',
  remotes: {
    mf_shop: '{protocol}//{hostname}:3002/mf-manifest.json',
    mf_orders: '{protocol}//{hostname}:3004/mf-manifest.json',
    mf_content: 'https://cdn.example.net/content/mf-manifest.json',
  },
};

let dir: string;
let port: number;
const servers: StaticServer[] = [];

async function serve(trustProxy: boolean): Promise<string> {
  port = await freePort();
  const headers = frontEndHeaders({ siteConfigFile: join(dir, 'site-config.json'), trustProxy });
  servers.push(await serveStatic({ dir, port, host: '127.0.0.1', spa: true, headers }));
  return `http://127.0.0.1:${port}`;
}

let plain: string;
let behindProxy: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'front-end-headers-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(dir, 'main.js'), 'console.log(1)');
  await writeFile(join(dir, 'site-config.json'), JSON.stringify(siteConfig));
  plain = await serve(false);
  behindProxy = await serve(true);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await rm(dir, { recursive: true, force: true });
});

/** A GET with any headers, Host included (fetch would not send another Host). */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Headers }>((resolve, reject) => {
    const request = httpGet(base + path, { headers }, (response) => {
      response.resume();
      const received = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (typeof value === 'string') received.set(name, value);
      }
      resolve({ headers: received });
    });
    request.on('error', reject);
  });
}

describe('front-end files', () => {
  it('carry nosniff, 404s included', async () => {
    for (const path of ['/', '/main.js', '/site-config.json', '/deep/link', '/missing.js']) {
      const reply = await get(plain, path);
      expect(reply.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(reply.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('the referrer policy, frame protection and the CSP come with the pages, not with the files they load', async () => {
    for (const path of ['/', '/deep/link', '/index.html']) {
      const reply = await get(plain, path);
      expect(reply.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(reply.headers.get('x-frame-options'), path).toBe('DENY');
      expect(reply.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
    }
    for (const path of ['/main.js', '/site-config.json', '/missing.js']) {
      const reply = await get(plain, path);
      expect(reply.headers.get('referrer-policy'), path).toBeNull();
      expect(reply.headers.get('x-frame-options'), path).toBeNull();
      expect(reply.headers.get('content-security-policy'), path).toBeNull();
    }
  });

  it('allow exactly the configured remotes and the API, at the host the page was opened at', async () => {
    const reply = await get(plain, '/', { host: 'shop.example:3000' });
    const directives = Object.fromEntries(
      reply.headers
        .get('content-security-policy')!
        .split('; ')
        .map((directive) => {
          const [name, ...values] = directive.split(' ');
          return [name, values];
        }),
    );
    const remotes = [
      'http://shop.example:3002',
      'http://shop.example:3004',
      'https://cdn.example.net',
    ];
    const api = 'http://shop.example:3001';
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...remotes],
      'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
      'img-src': ["'self'", api, ...remotes, 'data:', 'blob:'],
      'font-src': ["'self'", ...remotes, 'data:'],
      'connect-src': ["'self'", api, ...remotes],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('follow an edited site-config.json without a restart', async () => {
    const edited = { ...siteConfig, apiBaseUrl: 'https://api.example.net' };
    await writeFile(join(dir, 'site-config.json'), JSON.stringify(edited));
    // A later modification time than the first write, whatever the file system's resolution.
    await utimes(join(dir, 'site-config.json'), new Date(), new Date(Date.now() + 5000));
    try {
      const csp = (await get(plain, '/')).headers.get('content-security-policy')!;
      expect(csp).toContain('connect-src ');
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.example\.net/);
      expect(csp).not.toContain(':3001');
    } finally {
      await writeFile(join(dir, 'site-config.json'), JSON.stringify(siteConfig));
      await utimes(join(dir, 'site-config.json'), new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('over HTTPS behind a trusted proxy: https origins and HSTS; a client cannot claim it', async () => {
    const https = await get(behindProxy, '/', {
      host: 'shop.example',
      'x-forwarded-proto': 'https',
    });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(https.headers.get('content-security-policy')).toContain(
      'connect-src ' + "'self' https://shop.example:3001",
    );

    const claimed = await get(plain, '/', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});
