// The admin session rules: login, logout, the session check, expiry, the login rate limit,
// and every admin-only route refused without a live session.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '@minesite/shared/domain';
import { createRouters } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { RateLimiter, type RateLimitDocument } from '../src/http/rate-limiter.js';
import { AuthService } from '../src/modules/auth/auth-service.js';
import { hashSessionToken } from '../src/modules/auth/session-token.js';
import { SessionsRepository } from '../src/modules/auth/sessions-repository.js';
import { createLogger } from '../src/logger.js';
import {
  ADMIN_CREDENTIALS,
  logInAsAdmin,
  openAdminSession,
  sessionCookieFrom,
  SITE_ORIGIN,
} from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('auth');
});
afterAll(() => api.close());

const sessions = () => api.db.collection('admin_sessions');
const unauthorized = {
  error: expect.any(String),
  message: expect.any(String),
  code: 'unauthorized',
};

const lead = { title: 'Ana', email: 'ana@example.es', message: 'Hosting, please' };
const consultation = { name: 'Ivan', email: 'ivan@example.ru', message: 'Gas power, please' };
const aProduct = {
  category: 'water-cooling',
  name: { zh: '水冷', en: 'Water cooling', es: 'Refrigeración', ru: 'Охлаждение' },
  description: { zh: '测试', en: 'Test', es: 'Prueba', ru: 'Тест' },
  images: [],
  price: 1,
  currency: 'CNY',
  soldOut: false,
  sortOrder: 1,
  specs: { rows: [] },
};
const aPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#000000' } })
    .png()
    .toBuffer();

/** Every admin-only route of the service, each made callable with a fresh target. */
const ADMIN_ROUTES: {
  name: string;
  call: (headers?: Record<string, string>) => ReturnType<TestApi['call']>;
  ok: number;
}[] = [
  {
    name: 'GET /api/contacts',
    call: (headers) => api.call('GET', '/api/contacts', undefined, headers),
    ok: 200,
  },
  {
    name: 'PUT /api/contacts/:id',
    call: async (headers) => {
      const created = await api.call('POST', '/api/contacts', lead);
      return api.call('PUT', `/api/contacts/${created.body.id}`, lead, headers);
    },
    ok: 200,
  },
  {
    name: 'PUT /api/contacts/:id/status',
    call: async (headers) => {
      const created = await api.call('POST', '/api/contacts', lead);
      return api.call(
        'PUT',
        `/api/contacts/${created.body.id}/status`,
        { status: 'processed' },
        headers,
      );
    },
    ok: 200,
  },
  {
    name: 'DELETE /api/contacts/:id',
    call: async (headers) => {
      const created = await api.call('POST', '/api/contacts', lead);
      return api.call('DELETE', `/api/contacts/${created.body.id}`, undefined, headers);
    },
    ok: 200,
  },
  {
    name: 'GET /api/orders',
    call: (headers) => api.call('GET', '/api/orders', undefined, headers),
    ok: 200,
  },
  {
    name: 'PUT /api/orders/:orderId',
    // Refused before the order is even looked up; with a session, an unknown order is a 404.
    call: (headers) =>
      api.call(
        'PUT',
        '/api/orders/ORD1700000000000abcdef',
        { totalAmount: 1, unitPrice: 1, quantity: 1, sellerAddress: 'bc1q' },
        headers,
      ),
    ok: 404,
  },
  {
    name: 'POST /api/orders/:orderId/confirm-payment',
    call: (headers) =>
      api.call('POST', '/api/orders/ORD1700000000000abcdef/confirm-payment', {}, headers),
    ok: 404,
  },
  {
    name: 'POST /api/orders/:orderId/invalid',
    call: (headers) =>
      api.call('POST', '/api/orders/ORD1700000000000abcdef/invalid', { reason: 'x' }, headers),
    ok: 404,
  },
  {
    name: 'POST /api/orders/:orderId/refund',
    call: (headers) =>
      api.call(
        'POST',
        '/api/orders/ORD1700000000000abcdef/refund',
        { part: 'all', basis: 'order' },
        headers,
      ),
    ok: 404,
  },
  {
    name: 'POST /api/orders/:orderId/refund-sent',
    call: (headers) =>
      api.call(
        'POST',
        '/api/orders/ORD1700000000000abcdef/refund-sent',
        { txid: 'a'.repeat(64) },
        headers,
      ),
    ok: 404,
  },
  {
    name: 'POST /api/products',
    call: (headers) => api.call('POST', '/api/products', aProduct, headers),
    ok: 201,
  },
  {
    name: 'PUT /api/products/:id',
    call: (headers) => api.call('PUT', '/api/products/no-such-product', aProduct, headers),
    ok: 404,
  },
  {
    name: 'DELETE /api/products/:id',
    call: (headers) => api.call('DELETE', '/api/products/no-such-product', undefined, headers),
    ok: 404,
  },
  {
    name: 'POST /api/upload',
    call: async (headers) => {
      const form = new FormData();
      form.append('file', new Blob([await aPng()], { type: 'image/png' }), 'a.png');
      return api.call('POST', '/api/upload', form, headers);
    },
    ok: 201,
  },
  {
    name: 'GET /api/admin/downloads',
    call: (headers) => api.call('GET', '/api/admin/downloads', undefined, headers),
    ok: 200,
  },
  {
    name: 'POST /api/admin/downloads',
    call: async (headers) => {
      const form = new FormData();
      const texts = { zh: '工具', en: 'Tool', es: 'Herramienta', ru: 'Инструмент' };
      const item = { kind: 'other', title: texts, description: texts, published: true, order: 1 };
      form.append('item', JSON.stringify(item));
      form.append('file', new Blob(['bytes'], { type: 'text/plain' }), 'tool.txt');
      return api.call('POST', '/api/admin/downloads', form, headers);
    },
    ok: 201,
  },
  {
    name: 'PUT /api/admin/downloads/:id',
    call: (headers) => api.call('PUT', '/api/admin/downloads/no-such-download', {}, headers),
    ok: 400,
  },
  {
    name: 'DELETE /api/admin/downloads/:id',
    call: (headers) =>
      api.call('DELETE', '/api/admin/downloads/no-such-download', undefined, headers),
    ok: 404,
  },
  {
    name: 'GET /api/power-consultations',
    call: (headers) => api.call('GET', '/api/power-consultations', undefined, headers),
    ok: 200,
  },
  {
    name: 'PUT /api/power-consultations/:id',
    call: (headers) =>
      api.call(
        'PUT',
        `/api/power-consultations/${'0'.repeat(24)}`,
        { ...consultation, status: 'processed' },
        headers,
      ),
    ok: 404,
  },
  {
    name: 'DELETE /api/power-consultations/:id',
    call: async (headers) => {
      const created = await api.call('POST', '/api/power-consultations', consultation);
      return api.call('DELETE', `/api/power-consultations/${created.body.id}`, undefined, headers);
    },
    ok: 200,
  },
  {
    name: 'GET /api/admin/notifications',
    call: (headers) => api.call('GET', '/api/admin/notifications', undefined, headers),
    ok: 200,
  },
  {
    name: 'POST /api/admin/notifications/:id/retry',
    call: (headers) =>
      api.call('POST', `/api/admin/notifications/${'0'.repeat(24)}/retry`, undefined, headers),
    ok: 404,
  },
  {
    name: 'GET /api/admin/webhooks/deliveries',
    call: (headers) => api.call('GET', '/api/admin/webhooks/deliveries', undefined, headers),
    ok: 200,
  },
  {
    name: 'POST /api/admin/webhooks/deliveries/:id/redeliver',
    call: (headers) =>
      api.call(
        'POST',
        `/api/admin/webhooks/deliveries/${'0'.repeat(24)}/redeliver`,
        undefined,
        headers,
      ),
    ok: 404,
  },
  {
    name: 'GET /api/admin/stray-payments',
    call: (headers) => api.call('GET', '/api/admin/stray-payments', undefined, headers),
    ok: 200,
  },
  {
    name: 'POST /api/admin/stray-payments/:id/resolve',
    call: (headers) =>
      api.call(
        'POST',
        `/api/admin/stray-payments/${'0'.repeat(24)}/resolve`,
        { status: 'refunded', refundTxid: 'ab'.repeat(32) },
        headers,
      ),
    ok: 404,
  },
  {
    name: 'GET /api/admin/audit',
    call: (headers) => api.call('GET', '/api/admin/audit?entity=product', undefined, headers),
    ok: 200,
  },
  {
    name: 'GET /api/admin/dashboard',
    call: (headers) => api.call('GET', '/api/admin/dashboard', undefined, headers),
    ok: 200,
  },
  {
    name: 'GET /api/admin/settings',
    call: (headers) => api.call('GET', '/api/admin/settings', undefined, headers),
    ok: 200,
  },
  {
    name: 'PUT /api/admin/settings',
    call: (headers) =>
      api.call('PUT', '/api/admin/settings', { publicWrites: { limit: 'many' } }, headers),
    ok: 400,
  },
  // Each content kind: the list, and a create, an edit and a delete the service refuses only
  // once it is past the session check.
  ...CONTENT_KINDS.flatMap((kind) => [
    {
      name: `GET /api/admin/content/${kind}`,
      call: (headers?: Record<string, string>) =>
        api.call('GET', `/api/admin/content/${kind}`, undefined, headers),
      ok: 200,
    },
    {
      name: `POST /api/admin/content/${kind}`,
      call: (headers?: Record<string, string>) =>
        api.call('POST', `/api/admin/content/${kind}`, {}, headers),
      ok: 400,
    },
    {
      name: `PUT /api/admin/content/${kind}/:id`,
      call: (headers?: Record<string, string>) =>
        api.call('PUT', `/api/admin/content/${kind}/no-such-item`, {}, headers),
      ok: 400,
    },
    {
      name: `DELETE /api/admin/content/${kind}/:id`,
      call: (headers?: Record<string, string>) =>
        api.call('DELETE', `/api/admin/content/${kind}/no-such-item`, undefined, headers),
      ok: 404,
    },
  ]),
];

/** Every operation the routers declare admin-only, as `METHOD /path`. */
function declaredAdminRoutes(): string[] {
  const config = loadConfig({
    ...TEST_PAYMENT_ENV,
    MONGODB_URI: 'mongodb://127.0.0.1:9/',
    LOG_LEVEL: 'silent',
  });
  return createRouters({ db: api.db, config, logger: createLogger('silent') })
    .flatMap((router) => router.operations)
    .filter((operation) => operation.admin)
    .map((operation) => `${operation.method.toUpperCase()} ${operation.fullPath}`);
}

describe('POST /api/auth/login', () => {
  it('opens a session: the username and expiry, and an httpOnly SameSite=Lax cookie', async () => {
    const before = Date.now();
    const reply = await api.call('POST', '/api/auth/login', ADMIN_CREDENTIALS);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ username: 'admin', expiresAt: expect.any(String) });
    const ttl = Date.parse(reply.body.expiresAt) - before;
    expect(ttl).toBeGreaterThan(8 * 60 * 60_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(8 * 60 * 60_000 + 60_000);
    expect(reply.headers.get('cache-control')).toBe('no-store');

    const [setCookie] = reply.headers.getSetCookie();
    expect(setCookie).toMatch(/^minesite_admin_session=[\w-]{43};/);
    expect(setCookie).toMatch(/; path=\/api/);
    expect(setCookie).toMatch(/; expires=/);
    expect(setCookie).toMatch(/; samesite=lax/);
    expect(setCookie).toMatch(/; httponly/);
    // Plain HTTP here; the cookie is Secure when the service answers over HTTPS.
    expect(setCookie).not.toMatch(/; secure/);
  });

  it('stores only a hash of the session token', async () => {
    const reply = await api.call('POST', '/api/auth/login', ADMIN_CREDENTIALS);
    const token = sessionCookieFrom(reply)!.split('=')[1]!;

    const stored = await sessions().findOne({ tokenHash: hashSessionToken(token) });
    expect(stored).toMatchObject({ username: 'admin', expiresAt: expect.any(Date) });
    expect(JSON.stringify(await sessions().find().toArray())).not.toContain(token);
  });

  it('refuses a wrong password or username with 401 and no cookie', async () => {
    for (const credentials of [
      { username: 'admin', password: 'admin1234' },
      { username: 'root', password: ADMIN_CREDENTIALS.password },
      { username: 'Admin', password: ADMIN_CREDENTIALS.password },
    ]) {
      const reply = await api.call('POST', '/api/auth/login', credentials);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        error: 'Wrong username or password',
        message: 'Wrong username or password',
        code: 'invalid_credentials',
      });
      expect(reply.headers.getSetCookie()).toEqual([]);
    }
  });

  it('requires both fields and nothing else', async () => {
    const missing = await api.call('POST', '/api/auth/login', { username: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('password is required');

    const extra = await api.call('POST', '/api/auth/login', { ...ADMIN_CREDENTIALS, admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('admin is not an allowed field');

    const operator = await api.call('POST', '/api/auth/login', {
      username: 'admin',
      password: { $ne: '' },
    });
    expect(operator.status).toBe(400);
  });

  it('replaces the session the browser already had', async () => {
    const first = await logInAsAdmin(api);
    const second = await api.call('POST', '/api/auth/login', ADMIN_CREDENTIALS, first);

    expect(second.status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', undefined, first)).status).toBe(401);
    const renewed = { cookie: sessionCookieFrom(second)! };
    expect((await api.call('GET', '/api/auth/me', undefined, renewed)).status).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the session with a live cookie', async () => {
    const admin = await logInAsAdmin(api);
    const reply = await api.call('GET', '/api/auth/me', undefined, admin);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ username: 'admin', expiresAt: expect.any(String) });
  });

  it('answers 401 without a cookie, or with one the service did not issue', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { cookie: 'minesite_admin_session=forged-token' },
      { cookie: `minesite_admin_session=${'x'.repeat(500)}` },
    ]) {
      const reply = await api.call('GET', '/api/auth/me', undefined, headers);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(unauthorized);
    }
  });
});

describe('admin-only routes', () => {
  let loggedIn: Awaited<ReturnType<typeof logInAsAdmin>> | undefined;

  it('are all in the list above (read from the routers)', () => {
    expect(ADMIN_ROUTES.map((route) => route.name).sort()).toEqual(declaredAdminRoutes().sort());
  });

  it.each(ADMIN_ROUTES)('$name is refused without a session', async (route) => {
    const reply = await route.call();
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(unauthorized);
  });

  it.each(ADMIN_ROUTES)('$name is refused with a forged session', async (route) => {
    const reply = await route.call({
      cookie: 'minesite_admin_session=not-a-session',
      origin: SITE_ORIGIN,
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(unauthorized);
  });

  // Each call needs a session of its own (logout and expiry end it); one login proves that a
  // login's session opens every route, the others are stored as a login stores them.
  it.each(ADMIN_ROUTES)('$name is accepted with a session', async (route) => {
    loggedIn ??= await logInAsAdmin(api);
    expect((await route.call(loggedIn)).status).toBe(route.ok);
  });

  it.each(ADMIN_ROUTES)('$name is refused after logout', async (route) => {
    const admin = await openAdminSession(api);
    const logout = await api.call('POST', '/api/auth/logout', undefined, admin);
    expect(logout.status).toBe(204);

    const reply = await route.call(admin);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(unauthorized);
  });

  it.each(ADMIN_ROUTES)('$name is refused once the session has expired', async (route) => {
    const admin = await openAdminSession(api);
    const token = admin.cookie.split('=')[1]!;
    await sessions().updateOne(
      { tokenHash: hashSessionToken(token) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );

    const reply = await route.call(admin);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(unauthorized);
  });

  it('leaves sending a contact and placing an order open to visitors', async () => {
    expect((await api.call('POST', '/api/contacts', lead)).status).toBe(201);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session, clears the cookie and forgets the session', async () => {
    const admin = await logInAsAdmin(api);
    const token = admin.cookie.split('=')[1]!;

    const reply = await api.call('POST', '/api/auth/logout', undefined, admin);

    expect(reply.status).toBe(204);
    const [setCookie] = reply.headers.getSetCookie();
    expect(setCookie).toMatch(/^minesite_admin_session=;/);
    expect(setCookie).toMatch(/expires=Thu, 01 Jan 1970/);
    expect(await sessions().countDocuments({ tokenHash: hashSessionToken(token) })).toBe(0);
    expect((await api.call('GET', '/api/auth/me', undefined, admin)).status).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    expect((await api.call('POST', '/api/auth/logout')).status).toBe(204);
  });
});

describe('the sweep of expired records', () => {
  it('deletes expired sessions and closed rate-limit windows, and keeps live ones', async () => {
    const live = await logInAsAdmin(api);
    const past = new Date(Date.now() - 60_000);
    await sessions().insertOne({
      tokenHash: 'expired',
      username: 'admin',
      createdAt: past,
      expiresAt: past,
    });
    const attempts = api.db.collection<RateLimitDocument>('rate_limits');
    await attempts.insertOne({ _id: 'closed-window:1', bucket: 'closed-window', expiresAt: past });

    const auth = new AuthService(
      new SessionsRepository(api.db),
      new RateLimiter(api.db),
      loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: 'mongodb://unused' }).auth,
    );
    expect(await auth.sweepExpired()).toBeGreaterThanOrEqual(2);

    expect(await sessions().countDocuments({ tokenHash: 'expired' })).toBe(0);
    expect(await attempts.countDocuments({ _id: 'closed-window' })).toBe(0);
    expect((await api.call('GET', '/api/auth/me', undefined, live)).status).toBe(200);
  });
});
