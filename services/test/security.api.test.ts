// What a browser-borne attacker would try against the API: a foreign page sending the admin's
// cookie (CSRF), a session kept after the password changed, a cookie without Secure over
// HTTPS, replies without the headers that keep browsers from sniffing, framing or leaking.
// The routes are read from the routers, so a new route is covered without editing this file.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DocumentedOperation } from '../src/http/operations.js';
import { createLogger } from '../src/logger.js';
import { ADMIN_CREDENTIALS, openAdminSession, SITE_ORIGIN } from './support/admin-session.js';
import { checkoutBody } from './support/orders.js';
import { declaredOperations } from './support/test-routers.js';
import { startTestApi, type Reply, type TestApi } from './support/test-api.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

let api: TestApi;
let behindTlsProxy: TestApi;
beforeAll(async () => {
  [api, behindTlsProxy] = await Promise.all([
    startTestApi('security'),
    startTestApi('security_proxy', { env: { TRUST_PROXY: 'true' } }),
  ]);
});
afterAll(() => Promise.all([api.close(), behindTlsProxy.close()]));

const EVIL = 'https://evil.example';

/** A concrete path for a route: every `:param` filled with a well-formed id nobody has. */
function pathOf(operation: DocumentedOperation): string {
  const samples: Record<string, string> = {
    id: '0'.repeat(24),
    orderId: 'ORD1700000000000abcdef',
    name: `${'0'.repeat(24)}.png`,
  };
  return operation.fullPath.replace(/:(\w+)/g, (_, param: string) => samples[param] ?? 'x');
}

/** Calls a route with an empty JSON body for writes; the reply body is read as JSON if it is. */
async function callOperation(
  operation: DocumentedOperation,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const method = operation.method.toUpperCase();
  const write = method !== 'GET';
  const response = await fetch(api.baseUrl + pathOf(operation), {
    method,
    headers: write ? { 'content-type': 'application/json', ...headers } : headers,
    body: write ? '{}' : undefined,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: json ? JSON.parse(text) : text,
  };
}

const label = (operation: DocumentedOperation) =>
  `${operation.method.toUpperCase()} ${operation.fullPath}`;

describe('CSRF: state-changing calls that carry the session cookie', () => {
  const writes = () => declaredOperations(api.db).filter((operation) => operation.method !== 'get');

  it('are refused with 403 from a foreign origin, on every write route', async () => {
    const admin = await openAdminSession(api);
    expect(writes().length).toBeGreaterThan(5);
    for (const operation of writes()) {
      const reply = await callOperation(operation, { ...admin, origin: EVIL });
      expect(reply.status, label(operation)).toBe(403);
      expect(reply.body.code, label(operation)).toBe('cross_site_request');
    }
  });

  it('change nothing: a cookie-carrying order update from evil.example is refused', async () => {
    const admin = await openAdminSession(api);
    const order = (await api.call('POST', '/api/orders', checkoutBody())).body;
    const update = { totalAmount: 1, unitPrice: 1, quantity: 1, sellerAddress: 'bc1qevil' };

    const forged = await api.call('PUT', `/api/orders/${order.orderId}`, update, {
      cookie: admin.cookie,
      origin: EVIL,
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(
      `Refused: a call with the admin session from ${EVIL}, which is not this site`,
    );
    const stored = await api.call('GET', `/api/orders/${order.orderId}`);
    expect(stored.body).toEqual(order);

    const genuine = await api.call('PUT', `/api/orders/${order.orderId}`, update, admin);
    expect(genuine.status).toBe(200);
  });

  it('take the Referer’s origin when Origin is missing, and refuse a call with neither', async () => {
    const admin = await openAdminSession(api);
    const cookie = { cookie: admin.cookie };
    const call = (headers: Record<string, string>) =>
      api.call('PUT', '/api/orders/ORD1700000000000abcdef', { sellerAddress: 'x' }, headers);

    expect((await call({ ...cookie, referer: `${SITE_ORIGIN}/admin/orders` })).status).toBe(404);
    expect((await call({ ...cookie, referer: `${EVIL}/page` })).status).toBe(403);
    expect((await call({ ...cookie, origin: 'null' })).status).toBe(403);
    const bare = await call(cookie);
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe(
      'Refused: a call with the admin session must say its origin (Origin or Referer)',
    );
  });

  it('leave visitors’ writes without the cookie alone, and reads with it', async () => {
    expect((await api.call('POST', '/api/orders', checkoutBody(), { origin: EVIL })).status).toBe(
      201,
    );
    const admin = await openAdminSession(api);
    const read = await api.call('GET', '/api/orders', undefined, { cookie: admin.cookie });
    expect(read.status).toBe(200);
  });
});

describe('the session cookie', () => {
  const secureFlag = (reply: Reply) => /;\s*secure/i.test(reply.headers.getSetCookie()[0] ?? '');

  it('is Secure behind a TLS proxy that says so (TRUST_PROXY), and not over plain HTTP', async () => {
    const https = await behindTlsProxy.call('POST', '/api/auth/login', ADMIN_CREDENTIALS, {
      'x-forwarded-proto': 'https',
    });
    expect(https.status).toBe(200);
    expect(secureFlag(https)).toBe(true);

    const plain = await behindTlsProxy.call('POST', '/api/auth/login', ADMIN_CREDENTIALS);
    expect(secureFlag(plain)).toBe(false);
  });

  it('is Secure always with COOKIE_SECURE=true (a proxy that does not say so)', async () => {
    const app = await startTestApi('security_cookie', { env: { COOKIE_SECURE: 'true' } });
    try {
      const reply = await app.call('POST', '/api/auth/login', ADMIN_CREDENTIALS);
      expect(reply.status).toBe(200);
      expect(secureFlag(reply)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('a password change', () => {
  /** Another service process on the same database, with other variables. */
  async function serviceWith(env: Record<string, string>) {
    const config = loadConfig({
      ...TEST_PAYMENT_ENV,
      MONGODB_URI: 'mongodb://unused',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const app = createApp({ db: api.db, config, logger: createLogger('silent') });
    const server: Server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      me: (cookie: string) => fetch(`${base}/api/auth/me`, { headers: { cookie } }),
      login: (password: string) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password }),
        }),
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('ends the sessions opened with the old one; a restart with the same keeps them', async () => {
    const before = await serviceWith({ ADMIN_PASSWORD: 'the first secret' });
    const login = await before.login('the first secret');
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    await before.close();

    const restarted = await serviceWith({ ADMIN_PASSWORD: 'the first secret' });
    expect((await restarted.me(cookie)).status).toBe(200);
    await restarted.close();

    const changed = await serviceWith({ ADMIN_PASSWORD: 'the second secret' });
    expect((await changed.me(cookie)).status).toBe(401);
    expect((await changed.login('the first secret')).status).toBe(401);
    expect((await changed.login('the second secret')).status).toBe(200);
    await changed.close();
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (reply: Reply, name: string) => {
    expect(reply.headers.get('x-content-type-options'), name).toBe('nosniff');
    expect(reply.headers.get('referrer-policy'), name).toBe('no-referrer');
    expect(reply.headers.get('x-frame-options'), name).toBe('DENY');
    expect(reply.headers.get('content-security-policy'), name).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  };

  it('are on every reply of every route, to visitors and to the admin', async () => {
    const admin = await openAdminSession(api);
    const operations = declaredOperations(api.db);
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      for (const headers of [{}, admin]) {
        const reply = await callOperation(operation, headers);
        expectSecurityHeaders(reply, `${label(operation)} → ${reply.status}`);
      }
    }
  });

  it('are on errors outside the routes too (404, 405)', async () => {
    expectSecurityHeaders(await api.call('GET', '/api/no-such-thing'), '404');
    expectSecurityHeaders(await api.call('PATCH', '/api/orders'), '405');
  });

  it('say no-store on every admin route, with or without the session', async () => {
    const admin = await openAdminSession(api);
    const adminOperations = declaredOperations(api.db).filter((operation) => operation.admin);
    expect(adminOperations.length).toBeGreaterThan(5);
    for (const operation of adminOperations) {
      for (const headers of [{}, admin]) {
        const reply = await callOperation(operation, headers);
        expect(reply.headers.get('cache-control'), label(operation)).toBe('no-store');
      }
    }
  });

  it('add HSTS over HTTPS (a trusted TLS proxy), and not over plain HTTP', async () => {
    const https = await behindTlsProxy.call('GET', '/api/health', undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await behindTlsProxy.call('GET', '/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // A client cannot claim HTTPS where no proxy is trusted.
    const claimed = await api.call('GET', '/api/health', undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});
