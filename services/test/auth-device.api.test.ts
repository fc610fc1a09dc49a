// Guessing the admin's password from many addresses cannot lock the operator out: a browser
// that logged in before carries a signed device cookie and is counted on its own, not against
// the username; strangers past the username's count are slowed down (a growing wait), not
// refused. At most two password hashes run at once in the process; the rest wait briefly or
// get 503 with Retry-After. IPv6 clients are counted per /64, however their address is written.
import type { Context } from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeviceCookies, DEVICE_COOKIE } from '../src/modules/auth/device-cookie.js';
import { LoginSlowdown } from '../src/modules/auth/login-slowdown.js';
import { passwordHashGate } from '../src/modules/auth/password-hash-gate.js';
import { ADMIN_CREDENTIALS } from './support/admin-session.js';
import { rememberedPasswordCheck } from './support/remembered-password-check.js';
import { startTestApi, type Reply, type TestApi } from './support/test-api.js';
import { EVERY_TEST_WINDOW_MS, TestClock } from './support/test-clock.js';

const PER_USERNAME = 8;
/** The app's clock: each test starts at a window's beginning. */
const clock = new TestClock();
let site: TestApi;
let writes: TestApi;
beforeAll(async () => {
  [site, writes] = await Promise.all([
    // The counts and cookies are under test, not the hash: each password is hashed once.
    startTestApi('auth_device', {
      now: clock.now,
      passwordCheck: rememberedPasswordCheck(),
      env: {
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILURES_PER_USERNAME: String(PER_USERNAME),
        // Short waits for the test: 1 ms doubling up to 40 ms.
        LOGIN_SLOWDOWN_MAX_MS: '40',
      },
    }),
    startTestApi('auth_device_writes', {
      now: clock.now,
      env: { TRUST_PROXY: 'true', PUBLIC_WRITE_LIMIT: '3', PUBLIC_WRITE_WINDOW_SECONDS: '3600' },
    }),
  ]);
});
afterAll(() => Promise.all([site.close(), writes.close()]));
beforeEach(async () => {
  // A fresh login window (15 minutes) and public writes' window (an hour) for each test.
  clock.startOfNextWindow(EVERY_TEST_WINDOW_MS);
  await Promise.all([site, writes].map((app) => app.db.collection('rate_limits').deleteMany({})));
});

const wrong = { username: 'admin', password: 'wrong-password' };
/** As the trusted proxy forwards a visitor at `address`, with the browser's cookies. */
const login = (body: unknown, address: string, cookie?: string, app = site) =>
  app.call('POST', '/api/auth/login', body, {
    'x-forwarded-for': address,
    ...(cookie ? { cookie } : {}),
  });

function deviceCookieOf(reply: Reply): string | undefined {
  return reply.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(';')[0];
}

const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((counts, reply) => {
    counts[reply.status] = (counts[reply.status] ?? 0) + 1;
    return counts;
  }, {});

/**
 * One wrong guess from each address in turn, as a guessing run spread over them (one at a
 * time, so that the operator's login in the middle never waits for a hash turn).
 */
async function guessingRun(addresses: string[], onReply: (count: number) => void) {
  const replies: Reply[] = [];
  for (const address of addresses) {
    replies.push(await login(wrong, address));
    onReply(replies.length);
  }
  return replies;
}

describe('the device cookie', () => {
  it('is set at a successful login only: signed, httpOnly, for a year, sent to the login alone', async () => {
    const failed = await login(wrong, '192.0.2.10');
    expect(failed.status).toBe(401);
    expect(deviceCookieOf(failed)).toBeUndefined();

    const before = Date.now();
    const reply = await login(ADMIN_CREDENTIALS, '192.0.2.10');
    expect(reply.status).toBe(200);
    const line = reply.headers.getSetCookie().find((l) => l.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(line).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{22}\\.[\\w-]{43};`));
    expect(line).toMatch(/; path=\/api\/auth;/);
    expect(line).toMatch(/; samesite=lax/);
    expect(line).toMatch(/; httponly/);
    const expires = Date.parse(/; expires=([^;]+)/.exec(line)![1]!);
    expect(expires - before).toBeGreaterThan(364 * 24 * 60 * 60_000);

    // The same browser keeps its device id when it logs in again.
    const again = await login(ADMIN_CREDENTIALS, '192.0.2.10', deviceCookieOf(reply));
    expect(deviceCookieOf(again)?.split('.')[0]).toBe(deviceCookieOf(reply)!.split('.')[0]);
  });

  it('is honoured only for its username and with its signature', async () => {
    const devices = new DeviceCookies(site.db);
    let written = '';
    const ctx = (value?: string) =>
      ({
        secure: false,
        cookies: {
          get: () => value,
          set: (_name: string, cookie: string) => void (written = cookie),
        },
      }) as unknown as Context;

    await devices.issue(ctx(), 'admin', undefined, 'auto');
    const [id, signature] = written.split('.') as [string, string];
    expect(await devices.recognize(ctx(written), 'admin')).toEqual({ id });
    expect(await devices.recognize(ctx(written), 'ADMIN')).toEqual({ id });
    expect(await devices.recognize(ctx(written), 'someone')).toBeUndefined();
    const forged = `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await devices.recognize(ctx(forged), 'admin')).toBeUndefined();
    expect(await devices.recognize(ctx(`${'x'.repeat(22)}.${signature}`), 'admin')).toBeUndefined();
    // Another replica (its own instance) reads the same secret from the database.
    expect(await new DeviceCookies(site.db).recognize(ctx(written), 'admin')).toEqual({ id });
    expect(await site.db.collection('auth_secrets').countDocuments()).toBe(1);
  });
});

describe('a guessing run spread over 21 addresses', () => {
  it('lets the operator in with the device cookie while it runs, and never locks strangers out', async () => {
    const operator = deviceCookieOf(await login(ADMIN_CREDENTIALS, '192.0.2.10'));
    expect(operator).toBeDefined();

    let operatorLogin: Promise<Reply> | undefined;
    const addresses = Array.from({ length: 21 }, (_, i) => `198.51.100.${i + 1}`);
    const replies = await guessingRun(addresses, (count) => {
      // Once the username's count is used up, the operator comes back.
      if (count === PER_USERNAME + 4)
        operatorLogin = login(ADMIN_CREDENTIALS, '192.0.2.10', operator);
    });

    // Before this change the username was refused (429) to everyone, the operator included.
    expect((await operatorLogin!).status).toBe(200);
    // Strangers past the username's count were slowed down, each still answered.
    expect(statuses(replies)).toEqual({ 401: 21 });
    // A stranger with the right password (a new browser, another address) gets in, slowed.
    expect((await login(ADMIN_CREDENTIALS, '203.0.113.50')).status).toBe(200);
  });

  it('counts a known browser on its own: its five failures lock that device, not the username', async () => {
    const device = deviceCookieOf(await login(ADMIN_CREDENTIALS, '192.0.2.10'));
    // Five wrong passwords from five addresses, each within its own limit, with the cookie.
    for (let i = 1; i <= 5; i++) {
      expect((await login(wrong, `192.0.2.${20 + i}`, device)).status).toBe(401);
    }
    const locked = await login(ADMIN_CREDENTIALS, '192.0.2.30', device);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_login_attempts');
    // Nobody else is: the username's count was not touched.
    expect((await login(ADMIN_CREDENTIALS, '192.0.2.31')).status).toBe(200);
  });
});

describe('the slowdown past the username’s count', () => {
  const settings = { firstDelayMs: 250, maxDelayMs: 10_000 };

  it('doubles each next attempt’s wait up to the ceiling', async () => {
    let now = 0;
    const waits: number[] = [];
    const slowdown = new LoginSlowdown(
      settings,
      () => now,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    for (let i = 0; i < 8; i++) await slowdown.waitTurn('admin', 15 * 60_000);

    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    // Another username starts at the first wait; so does this one in a new window.
    await slowdown.waitTurn('root', 15 * 60_000);
    now = 15 * 60_000;
    await slowdown.waitTurn('admin', 15 * 60_000);
    expect(waits.slice(8)).toEqual([250, 250]);
  });

  it('makes attempts arriving at once take turns, and refuses for now past three ceilings of queue', async () => {
    const turns: number[] = [];
    const slowdown = new LoginSlowdown(
      settings,
      () => 0,
      async (ms) => void turns.push(ms),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 9 }, () => slowdown.waitTurn('admin', 15 * 60_000)),
    );

    // Each one's turn comes after the one before it: the guesses go one at a time.
    expect(turns).toEqual([250, 750, 1750, 3750, 7750, 15_750, 25_750]);
    const refused = results.slice(7).map((r) => (r as PromiseRejectedResult).reason);
    expect(refused.map((error) => [error.status, error.code, error.headers])).toEqual([
      [429, 'too_many_login_attempts', { 'Retry-After': '6' }],
      [429, 'too_many_login_attempts', { 'Retry-After': '6' }],
    ]);
  });
});

describe('the password hashes', () => {
  // The service's own slow hash, whose turns are under test.
  let hashing: TestApi;
  beforeAll(async () => {
    hashing = await startTestApi('auth_device_hashes', { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => hashing.close());

  it('run at most two at once: a burst of 30 logins waits in line or gets 503 with Retry-After', async () => {
    passwordHashGate.resetPeak();
    // Different usernames and addresses, so that no count refuses any of them first.
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(
          { username: `user${i}`, password: 'guess' },
          `203.0.113.${100 + i}`,
          undefined,
          hashing,
        ),
      ),
    );

    expect(passwordHashGate.stats().peak).toBe(2);
    const counts = statuses(replies);
    expect(Object.keys(counts).sort()).toEqual(['401', '503']);
    expect(counts[401]).toBeGreaterThanOrEqual(2);
    for (const reply of replies.filter((r) => r.status === 503)) {
      expect(reply.body.code).toBe('login_busy');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(passwordHashGate.stats()).toMatchObject({ running: 0, waiting: 0 });
    // The queue drains: the next login is answered as usual.
    expect((await login(ADMIN_CREDENTIALS, '192.0.2.10', undefined, hashing)).status).toBe(200);
  });
});

describe('IPv6 clients', () => {
  it('are counted per /64 at login, however the address is written', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await login(wrong, `2001:db8:a:b::${i}`)).status).toBe(401);
    }
    for (const sameBlock of ['2001:DB8:A:B:0:0:0:9', '2001:0db8:000a:000b:ffff::1']) {
      expect((await login(wrong, sameBlock)).status).toBe(429);
    }
    expect((await login(wrong, '2001:db8:a:c::1')).status).toBe(401);
  });

  it('are counted per /64 by the public writes; an IPv4-mapped address is its IPv4 one', async () => {
    const lead = { title: 'Ana', email: 'ana@example.es', message: 'Hosting, please' };
    const post = (address: string) =>
      writes.call('POST', '/api/contacts', lead, { 'x-forwarded-for': address });

    for (let i = 1; i <= 3; i++) expect((await post(`2001:db8:5:6::${i}`)).status).toBe(201);
    expect((await post('2001:DB8:5:6:FFFF::1')).status).toBe(429);
    expect((await post('2001:db8:5:7::1')).status).toBe(201);

    for (let i = 0; i < 3; i++) expect((await post('203.0.113.5')).status).toBe(201);
    expect((await post('::ffff:203.0.113.5')).status).toBe(429);
    expect((await post('::FFFF:cb00:7105')).status).toBe(429);
  });
});
